export type RouteGuard = 'customers-only' | 'guests-only';

export type GuardDecision =
  { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

/** Preloads in flight and waiting, by route key, oldest first. */
export interface PreloadQueue {
  readonly running: readonly string[];
  readonly waiting: readonly string[];
}

/** What is kept in session storage when the app reloads itself (e.g. after a failed chunk load). */
export interface ReloadMarker {
  readonly path: string;
  /** ms since the epoch */
  readonly expiresAt: number;
}
