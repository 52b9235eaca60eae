// Saving a cart writes only what changed since it was read: update-cart touches one line of many.
import type { LineItem } from './cart.ts';
import { canonicalOptions } from './cart-update.rules.ts';

export interface LineChanges {
  /** New lines, and lines whose stored fields differ from what was read. */
  readonly written: readonly LineItem[];
  /** Lines that were read but are no longer in the cart. */
  readonly removedIds: readonly number[];
}

/** True when saving `next` over `stored` would store the same line (dates aside). */
export const storesSameLine = (stored: LineItem, next: LineItem): boolean =>
  stored.id === next.id &&
  stored.purchasableId === next.purchasableId &&
  stored.qty === next.qty &&
  stored.note === next.note &&
  stored.optionsSignature === next.optionsSignature &&
  stored.price.minor === next.price.minor &&
  stored.salePrice.minor === next.salePrice.minor &&
  stored.description === next.description &&
  stored.sku === next.sku &&
  canonicalOptions(stored.options) === canonicalOptions(next.options);

/** What to write so that the stored lines `stored` become `next`. */
export function lineChanges(stored: readonly LineItem[], next: readonly LineItem[]): LineChanges {
  const storedById = new Map(stored.map((line) => [line.id, line]));
  const kept = new Set(next.map((line) => line.id));
  return {
    written: next.filter((line) => {
      const before = storedById.get(line.id);
      return before === undefined || !storesSameLine(before, line);
    }),
    removedIds: stored.filter((line) => !kept.has(line.id)).map((line) => line.id),
  };
}
