import type { PurchasableSnapshot } from '../../domain/pricing/pricing.ts';

export interface CatalogPurchasable extends PurchasableSnapshot {
  /** Quote-only products are not sold online. */
  readonly quoteOnly: boolean;
}

export type PurchasablesById = ReadonlyMap<number, CatalogPurchasable>;

export interface PurchasableCatalog {
  /** The purchasables (variants) among `ids` that exist, as stored now; unknown ids are left out. */
  purchasables(ids: readonly number[]): Promise<PurchasablesById>;
  /**
   * The same, possibly as read up to a couple of seconds ago (as stored now inside a transaction): for
   * showing a cart only, never for pricing a change to it or a payment.
   */
  recentPurchasables(ids: readonly number[]): Promise<PurchasablesById>;
}
