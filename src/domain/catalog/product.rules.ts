import type { Product, Variant } from './product';

/** The variant named as default, else the first one, so a product with variants always has one. */
export const defaultVariant = (product: Product): Variant | undefined =>
  product.variants.find((variant) => variant.id === product.defaultVariantId) ??
  product.variants[0];

export const isVariantInStock = (variant: Variant): boolean =>
  variant.stock === null || variant.stock > 0;

/** Site-relative link to a product page built from its uri. */
export const productPath = (product: Pick<Product, 'uri'>): string =>
  `/${product.uri.replace(/^\/+/, '')}`;
