export type SearchRequestError =
  | { readonly kind: 'empty-query' }
  | { readonly kind: 'query-too-long'; readonly max: number }
  | { readonly kind: 'unknown-type'; readonly value: string }
  | { readonly kind: 'invalid-limit'; readonly value: string }
  | { readonly kind: 'unknown-mode'; readonly value: string };
