import type { Money } from '../money/money.ts';
import type { Product, Variant } from './product.ts';

/** The storefront page of a product is `/<uri>`. */
export const productUri = (product: Pick<Product, 'slug'>): string => `products/${product.slug}`;

/** The flagged default variant, else the first one; a product without variants has none. */
export function defaultVariant<V extends Pick<Variant, 'isDefault'>>(product: {
  readonly variants: readonly V[];
}): V | undefined {
  return product.variants.find((variant) => variant.isDefault) ?? product.variants[0];
}

/** A product's headline price is its default variant's price. */
export const productPrice = (product: Product): Money | undefined => defaultVariant(product)?.price;

/** Slugs are lowercase words joined by hyphens, optionally over several `/`-separated segments. */
export const isValidSlug = (slug: string): boolean =>
  /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(slug);
