import type { Breadcrumb, BreadcrumbTrail } from './breadcrumbs';

export const MAX_BREADCRUMBS = 100;
export const MAX_STACK_FRAMES = 50;

export const emptyTrail = (capacity: number = MAX_BREADCRUMBS): BreadcrumbTrail => ({
  capacity: Math.max(0, Math.floor(capacity)),
  items: [],
});

/** A ring buffer: once full, each new breadcrumb pushes out the oldest. */
export const addBreadcrumb = (trail: BreadcrumbTrail, crumb: Breadcrumb): BreadcrumbTrail => ({
  ...trail,
  items: [...trail.items, crumb].slice(Math.max(0, trail.items.length + 1 - trail.capacity)),
});

/** A report keeps the innermost frames, where the error happened. */
export const limitStackFrames = <T>(
  frames: readonly T[],
  max: number = MAX_STACK_FRAMES,
): readonly T[] => frames.slice(0, Math.max(0, max));
