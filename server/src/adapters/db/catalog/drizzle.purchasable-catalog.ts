import { eq, sql } from 'drizzle-orm';
import { money } from '../../../domain/money/money.rules.ts';
import type {
  CatalogPurchasable,
  PurchasableCatalog,
  PurchasablesById,
} from '../../../ports/cart/purchasable-catalog.ts';
import type { Db } from '../database.ts';
import { expiringReads } from '../expiring-reads.ts';
import { isInTransaction, scopedDb } from '../transaction-scope.ts';
import { products, variants } from '../schema.ts';

/**
 * How long showing a cart outside a transaction may reuse a purchasable's row (as the store rules are
 * reused: PRICING_RULES_READ_TTL_MS). Changing a cart and paying read the rows as they are.
 */
export const PURCHASABLE_READ_TTL_MS = 2_000;
/** Past this many remembered rows, expired ones are dropped (a catalog may hold 100,000 variants). */
const SWEEP_ABOVE = 5_000;

const purchasableColumns = {
  variant: {
    id: variants.id,
    title: variants.title,
    sku: variants.sku,
    priceMinor: variants.priceMinor,
    salePriceMinor: variants.salePriceMinor,
    stock: variants.stock,
    weightGrams: variants.weightGrams,
  },
  product: {
    title: products.title,
    enabled: products.enabled,
    categoryId: products.categoryId,
    callForQuote: products.callForQuote,
  },
};

interface PurchasableRow {
  readonly variant: {
    id: number;
    title: string | null;
    sku: string;
    priceMinor: number;
    salePriceMinor: number | null;
    stock: number | null;
    weightGrams: number | null;
  };
  readonly product: {
    title: string;
    enabled: boolean;
    categoryId: number | null;
    callForQuote: boolean;
  };
}

const toPurchasable = (
  { variant, product }: PurchasableRow,
  currency: string,
): CatalogPurchasable => ({
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
});

async function read(
  db: Db,
  currency: string,
  wanted: readonly number[],
): Promise<PurchasablesById> {
  if (wanted.length === 0) return new Map();
  // Only the columns pricing needs: building and parsing every product column costs more than the query.
  const rows = await scopedDb(db)
    .select(purchasableColumns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    // One text for any number of ids, so a named statement: each connection plans it once.
    .where(sql`${variants.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('purchasables_by_id')
    .execute({ ids: [...wanted] });
  return new Map(
    rows.map((row): [number, CatalogPurchasable] => [row.variant.id, toPurchasable(row, currency)]),
  );
}

const wantedOf = (ids: readonly number[]) =>
  [...new Set(ids)].filter((id) => Number.isSafeInteger(id));

/** Variants are the purchasables; a variant sells while its product is enabled. */
export function drizzlePurchasableCatalog(
  db: Db,
  currency: string,
  now: () => number = Date.now,
): PurchasableCatalog {
  const remembered = expiringReads<number, CatalogPurchasable | undefined>(PURCHASABLE_READ_TTL_MS);

  async function recent(wanted: readonly number[]): Promise<PurchasablesById> {
    const at = now();
    const missing = wanted.filter((id) => remembered.fresh(id, at) === undefined);
    if (missing.length) {
      remembered.sweep(at, SWEEP_ABOVE);
      const batch = read(db, currency, missing);
      for (const id of missing)
        remembered.keep(
          id,
          batch.then((found) => found.get(id)),
          at,
        );
    }
    const rows = await Promise.all(wanted.map((id) => remembered.fresh(id, at)));
    return new Map(rows.flatMap((row) => (row ? [[row.id, row] as const] : [])));
  }

  return {
    purchasables: (ids) => read(db, currency, wantedOf(ids)),
    recentPurchasables: (ids) =>
      isInTransaction() ? read(db, currency, wantedOf(ids)) : recent(wantedOf(ids)),
  };
}
