// The catalog rules the listing filters and sorts by, in SQL so the database pages the result. They
// mirror domain/catalog: product-price.rules.ts (a sale price counts only below the price; a product's
// price is its default variant's) and stock.rules.ts (untracked stock is in stock).
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { ProductSort } from '../../domain/catalog/product-query.ts';
import { products, variants } from './schema.ts';

/** The default variant's effective price in minor units; null for a product without variants. */
export const effectivePriceMinor: SQL<number | null> = sql<number | null>`(
  select case when ${variants.salePriceMinor} < ${variants.priceMinor}
    then ${variants.salePriceMinor} else ${variants.priceMinor} end
  from ${variants}
  where ${variants.productId} = ${products.id}
  order by ${variants.isDefault} desc, ${variants.sortOrder} asc, ${variants.id} asc
  limit 1
)`;

export const hasVariantInStock: SQL = sql`exists (
  select 1 from ${variants}
  where ${variants.productId} = ${products.id}
    and (${variants.stock} is null or ${variants.stock} > 0)
)`;

/** Every order ends on the id, so pages never overlap or skip a product. */
export function productOrder(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'featured':
      return [asc(products.sortOrder), asc(products.id)];
    case 'price-asc':
      return [
        sql`${effectivePriceMinor} asc nulls last`,
        asc(products.sortOrder),
        asc(products.id),
      ];
    case 'price-desc':
      return [
        sql`${effectivePriceMinor} desc nulls last`,
        asc(products.sortOrder),
        asc(products.id),
      ];
    case 'title':
      return [asc(sql`lower(${products.title})`), asc(products.id)];
    case 'newest':
      return [desc(products.dateCreated), desc(products.id)];
  }
}
