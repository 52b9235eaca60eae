export type ImageRequestError =
  | { readonly kind: 'unsafe-path' }
  | { readonly kind: 'invalid-width'; readonly value: string }
  | { readonly kind: 'unknown-format'; readonly value: string };
