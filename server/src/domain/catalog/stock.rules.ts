import type { Variant } from './product.ts';

/** Untracked stock (null) never runs out: the shop sells it as available. */
export const isVariantInStock = (variant: Pick<Variant, 'stock'>): boolean =>
  variant.stock === null || variant.stock > 0;

/** A product can be bought while any of its variants can. */
export const isProductInStock = (product: {
  readonly variants: readonly Pick<Variant, 'stock'>[];
}): boolean => product.variants.some(isVariantInStock);

/** Stock came back: it was counted and gone (0 or less), and now there is some. */
export const isBackInStock = (before: number | null, after: number | null): boolean =>
  before !== null && before <= 0 && after !== null && after > 0;
