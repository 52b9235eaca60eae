// Why a product listing request was refused: each names the parameter and echoes what was sent.
export type ProductQueryError =
  | { readonly kind: 'invalid-page'; readonly value: string }
  | { readonly kind: 'invalid-per-page'; readonly value: string; readonly max: number }
  | { readonly kind: 'invalid-category'; readonly value: string }
  | {
      readonly kind: 'invalid-price';
      readonly param: 'minPrice' | 'maxPrice';
      readonly value: string;
    }
  | { readonly kind: 'price-range-reversed'; readonly min: string; readonly max: string }
  | { readonly kind: 'invalid-in-stock'; readonly value: string }
  | { readonly kind: 'invalid-sort'; readonly value: string };
