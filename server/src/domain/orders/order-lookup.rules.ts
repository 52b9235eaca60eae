// A guest's order looked up by its reference and e-mail (the order-status page): one answer for
// every mismatch, so a guess learns nothing about which of the two was wrong.
import { mayUseOrder, type OwnedOrder } from './order-ownership.rules.ts';

export const ORDER_LOOKUP_NOT_FOUND =
  'We found no order with that reference and e-mail address. If you have an account, sign in to see your orders.';

/** What the shopper typed, from their confirmation mail. */
export interface OrderLookupQuery {
  readonly reference: string;
  readonly email: string;
}

/** `" hw-3fa9c1 "` as the mail shows it, `HW-3FA9C1`. */
export const normalizedReference = (reference: string): string => reference.trim().toUpperCase();

/**
 * The order the query proves, among those with its reference: a guest's order whose e-mail
 * matches (a customer's order is seen signed in, as every other call by number has it).
 */
export const provenOrder = <T extends OwnedOrder>(
  candidates: readonly T[],
  query: OrderLookupQuery,
): T | null =>
  candidates.find((order) =>
    mayUseOrder(order, { customerId: null, sessionCartNumber: null, email: query.email }),
  ) ?? null;
