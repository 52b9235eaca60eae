export type RoutingError =
  /** the route-validation step refused the path */
  | { readonly kind: 'route-validation-failed'; readonly path: string }
  /** no route matched the path */
  | { readonly kind: 'route-not-matched'; readonly path: string }
  | { readonly kind: 'unknown-guard'; readonly guard: string };
