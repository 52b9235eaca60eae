// Commerce refreshes every line from its purchasable on recalculation: a purchasable that is gone or
// disabled takes its line away, a quantity above the stock is lowered to it, and a sale price that moved
// since the shopper last saw it is reported. Each of these leaves a notice.
import { effectivePrice, salePriceOf } from '../catalog/product-price.rules.ts';
import type { CartNotice } from './notice.ts';
import { lineRemovedNotice, maxStockNotice, salePriceChangedNotice } from './notice.rules.ts';
import type {
  CartLineInput,
  CatalogSnapshot,
  PurchasableSnapshot,
  RefreshedLine,
} from './pricing.ts';

export interface RefreshResult {
  readonly lines: readonly RefreshedLine[];
  readonly notices: readonly CartNotice[];
}

/**
 * Commerce lowers the quantity quietly (plus a notice) when the stock is tracked, not exhausted and
 * smaller than a valid quantity; an exhausted stock is a validation error instead (see line-validation).
 */
export const cappedQty = (qty: number, stock: number | null): number =>
  stock !== null && stock >= 1 && Number.isSafeInteger(qty) && qty > stock ? stock : qty;

function refreshedLine(line: CartLineInput, snapshot: PurchasableSnapshot): RefreshedLine {
  const priced = { price: snapshot.price, salePrice: snapshot.promotionalPrice };
  return {
    id: line.id,
    purchasableId: line.purchasableId,
    qty: cappedQty(line.qty, snapshot.stock),
    description: snapshot.description,
    sku: snapshot.sku,
    price: snapshot.price,
    promotionalPrice: snapshot.promotionalPrice,
    salePrice: effectivePrice(priced),
    onPromotion: salePriceOf(priced) !== null,
    weight: snapshot.weight,
    categoryIds: snapshot.categoryIds,
    isPromotable: snapshot.isPromotable,
    isShippable: snapshot.isShippable,
    isTaxable: snapshot.isTaxable,
    hasFreeShipping: snapshot.hasFreeShipping,
    stock: snapshot.stock,
    minQty: snapshot.minQty,
    maxQty: snapshot.maxQty,
  };
}

export function refreshLines(
  lines: readonly CartLineInput[],
  catalog: CatalogSnapshot,
  currency: string,
): RefreshResult {
  const refreshed: RefreshedLine[] = [];
  const notices: CartNotice[] = [];
  const ids = new Set<number>();
  for (const line of lines) {
    if (ids.has(line.id)) throw new RangeError(`Line item id ${line.id} appears twice`);
    ids.add(line.id);
    const snapshot = catalog.get(line.purchasableId);
    if (snapshot === undefined || !snapshot.enabled) {
      notices.push(lineRemovedNotice(line.description));
      continue;
    }
    if (snapshot.price.currency !== currency) {
      throw new RangeError(`Purchasable ${snapshot.id} is priced in ${snapshot.price.currency}`);
    }
    const next = refreshedLine(line, snapshot);
    if (next.qty !== line.qty && snapshot.stock !== null) {
      notices.push(maxStockNotice(line.id, next.description, snapshot.stock));
    }
    const stored = line.storedSalePrice;
    if (stored !== null && stored.minor !== next.salePrice.minor) {
      notices.push(salePriceChangedNotice(line.id, next.description, stored, next.salePrice));
    }
    refreshed.push(next);
  }
  return { lines: refreshed, notices };
}
