import type { Variant } from './product.ts';

/** Untracked stock (null) never runs out: the shop sells it as available. */
export const isVariantInStock = (variant: Pick<Variant, 'stock'>): boolean =>
  variant.stock === null || variant.stock > 0;

/** A product can be bought while any of its variants can. */
export const isProductInStock = (product: {
  readonly variants: readonly Pick<Variant, 'stock'>[];
}): boolean => product.variants.some(isVariantInStock);
