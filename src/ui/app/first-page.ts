import { type ComponentType, lazy } from 'react';

/** At the latest this long after startup, code waiting for the first page loads anyway. */
export const FIRST_PAGE_WAIT_MAX_MS = 4000;

let announce: () => void = () => undefined;

/**
 * Settles once the first page (its code included) is on screen. Code for what sits below it (the
 * footer's content) waits for this, so it does not compete with the first page for the network. A
 * first page that never shows (its code failed to download, say) releases it after
 * FIRST_PAGE_WAIT_MAX_MS, so the footer does not stay a skeleton.
 */
export const firstPageShown: Promise<void> = new Promise((resolve) => {
  announce = resolve;
  setTimeout(resolve, FIRST_PAGE_WAIT_MAX_MS);
});

export const announceFirstPageShown = (): void => announce();

/**
 * A component whose code loads once the first page is on screen (what sits below it or follows
 * what a visitor does: it must not compete with the first page for the network), to render inside
 * a Suspense boundary.
 */
export const lazyAfterFirstPage = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => {
    await firstPageShown;
    return { default: await load() };
  });
