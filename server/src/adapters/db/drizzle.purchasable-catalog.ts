import { eq, inArray } from 'drizzle-orm';
import { money } from '../../domain/money/money.rules.ts';
import type { CatalogPurchasable, PurchasableCatalog } from '../../ports/purchasable-catalog.ts';
import type { Db } from './database.ts';
import { scopedDb } from './transaction-scope.ts';
import { products, variants } from './schema.ts';

/** Variants are the purchasables; a variant sells while its product is enabled. */
export function drizzlePurchasableCatalog(db: Db, currency: string): PurchasableCatalog {
  return {
    async purchasables(ids) {
      const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
      if (wanted.length === 0) return new Map();
      const rows = await scopedDb(db)
        .select({ variant: variants, product: products })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(inArray(variants.id, wanted));
      return new Map(
        rows.map(({ variant, product }): [number, CatalogPurchasable] => [
          variant.id,
          {
            id: variant.id,
            // Commerce's variant description: the product title, plus the variant's when it differs.
            description:
              variant.title && variant.title !== product.title
                ? `${product.title}: ${variant.title}`
                : product.title,
            sku: variant.sku,
            price: money(variant.priceMinor, currency),
            promotionalPrice:
              variant.salePriceMinor === null ? null : money(variant.salePriceMinor, currency),
            stock: variant.stock,
            enabled: product.enabled,
            weight: variant.weightGrams ?? 0,
            categoryIds: product.categoryId === null ? [] : [product.categoryId],
            isPromotable: true,
            isShippable: true,
            isTaxable: true,
            hasFreeShipping: false,
            minQty: null,
            maxQty: null,
            quoteOnly: product.callForQuote,
          },
        ]),
      );
    },
  };
}
