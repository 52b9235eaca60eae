import type { Money } from '../money/money.ts';
import type { CatalogProduct, CatalogVariant } from './catalog-product.ts';
import { defaultVariant } from './product.rules.ts';

type Priced = Pick<CatalogVariant, 'price' | 'salePrice'>;

/**
 * Craft Commerce: a variant is on sale when its sale price is below its price. A stored sale price
 * that is not lower (a stale promotion, an import mistake) is ignored rather than raising the price.
 */
export function salePriceOf(variant: Priced): Money | null {
  const sale = variant.salePrice;
  return sale !== null && sale.minor < variant.price.minor ? sale : null;
}

/** What the shopper pays: the sale price when on sale, else the price. */
export const effectivePrice = (variant: Priced): Money => salePriceOf(variant) ?? variant.price;

/** A product's headline sale price is its default variant's. */
export function productSalePrice(product: Pick<CatalogProduct, 'variants'>): Money | null {
  const variant = defaultVariant(product);
  return variant ? salePriceOf(variant) : null;
}
