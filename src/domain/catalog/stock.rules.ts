import type { Variant } from './product';

export type StockState =
  | { readonly kind: 'in-stock' }
  | { readonly kind: 'low-stock'; readonly left: number }
  | { readonly kind: 'out-of-stock' };

/** At or below this many left, the page says how many remain. */
export const LOW_STOCK_THRESHOLD = 5;

/** Untracked stock (null) never runs out. */
export const stockState = (variant: Pick<Variant, 'stock'>): StockState => {
  if (variant.stock === null) return { kind: 'in-stock' };
  if (variant.stock <= 0) return { kind: 'out-of-stock' };
  return variant.stock <= LOW_STOCK_THRESHOLD
    ? { kind: 'low-stock', left: variant.stock }
    : { kind: 'in-stock' };
};

export const stockLabel = (state: StockState): string => {
  switch (state.kind) {
    case 'in-stock':
      return 'In stock';
    case 'low-stock':
      return `Only ${state.left} left`;
    case 'out-of-stock':
      return 'Out of stock';
  }
};
