import { lazy, Suspense, type ComponentType } from 'react';

interface SearchOverlayProps {
  readonly onClose: () => void;
}

// A glob, not a plain import: the overlay is its own chunk, and the header builds (rendering
// nothing) while the search feature does not exist yet.
const modules = import.meta.glob<{ SearchOverlay: ComponentType<SearchOverlayProps> }>(
  '../../../features/search/SearchOverlay.tsx',
);
const load = Object.values(modules)[0];
const LazyOverlay =
  load === undefined ? null : lazy(async () => ({ default: (await load()).SearchOverlay }));

/** The fullscreen search, loaded the first time it is opened. */
export const SearchOverlaySlot = ({ onClose }: SearchOverlayProps) =>
  LazyOverlay === null ? null : (
    <Suspense fallback={null}>
      <LazyOverlay onClose={onClose} />
    </Suspense>
  );

/** Loads the overlay's code ahead of the click (on hover or focus of the search button). */
export const preloadSearchOverlay = (): void => {
  void load?.();
};
