// update-cart's added purchasables: read with the cart's lines in one catalog read, refused when unknown
// or quote-only, added to a matching line or as a new line with an id from the locked transaction.
import type { Cart, LineItem, LineOptions } from '../../domain/cart/cart.ts';
import {
  addLine,
  type LineAddition,
  lineAdditions,
  type LineRequest,
  matchingLine,
} from '../../domain/cart/cart-update.rules.ts';
import { effectivePrice } from '../../domain/catalog/product-price.rules.ts';
import type { LockedCart } from '../../ports/cart/cart-repository.ts';
import type { CatalogPurchasable, PurchasablesById } from '../../ports/cart/purchasable-catalog.ts';
import type { Reject } from '../shared/reject-and-roll-back.ts';
import type { CurrentCartDeps } from './current-cart.ts';

export type AdditionRefusal =
  | { readonly kind: 'unknown-purchasable'; readonly purchasableId: number }
  | { readonly kind: 'quote-only'; readonly description: string };

export interface LineAdditionRequests {
  readonly add?: LineRequest;
  readonly addMany: readonly LineRequest[];
}

function newLine(id: number, addition: LineAddition, purchasable: CatalogPurchasable): LineItem {
  return {
    id,
    purchasableId: purchasable.id,
    qty: addition.qty,
    description: purchasable.description,
    sku: purchasable.sku,
    note: addition.note,
    options: addition.options,
    optionsSignature: addition.optionsSignature,
    price: purchasable.price,
    salePrice: effectivePrice({
      price: purchasable.price,
      salePrice: purchasable.promotionalPrice,
    }),
    dateCreated: null,
    dateUpdated: null,
  };
}

/**
 * The cart with the additions; `known`: the catalog rows read (the added purchasables and the cart's
 * lines, as stored now), priced afterwards without reading them again. Nothing to add reads nothing.
 */
export async function addRequestedLines(
  deps: Pick<CurrentCartDeps, 'catalog'>,
  locked: Pick<LockedCart, 'newLineItemId'>,
  [cart, requests, signatureOf]: readonly [
    Cart,
    LineAdditionRequests,
    (options: LineOptions) => string,
  ],
  reject: Reject<AdditionRefusal>,
): Promise<{ cart: Cart; known?: PurchasablesById }> {
  const additions = lineAdditions(requests.add, requests.addMany, signatureOf);
  if (!additions.length) return { cart };
  const known = await deps.catalog.purchasables([
    ...additions.map((a) => a.purchasableId),
    ...cart.lineItems.map((line) => line.purchasableId),
  ]);
  let lines: LineItem[] = [...cart.lineItems];
  for (const addition of additions) {
    const purchasable = known.get(addition.purchasableId);
    if (!purchasable) {
      throw reject({ kind: 'unknown-purchasable', purchasableId: addition.purchasableId });
    }
    if (purchasable.quoteOnly) {
      throw reject({ kind: 'quote-only', description: purchasable.description });
    }
    const id = matchingLine(lines, addition) ? 0 : await locked.newLineItemId();
    lines = addLine(lines, addition, () => newLine(id, addition, purchasable));
  }
  return { cart: { ...cart, lineItems: lines }, known };
}
