import type { PurchasableSnapshot } from '../domain/pricing/pricing.ts';

export interface CatalogPurchasable extends PurchasableSnapshot {
  /** Quote-only products are not sold online. */
  readonly quoteOnly: boolean;
}

export interface PurchasableCatalog {
  /** The purchasables (variants) among `ids` that exist; unknown ids are left out. */
  purchasables(ids: readonly number[]): Promise<ReadonlyMap<number, CatalogPurchasable>>;
}
