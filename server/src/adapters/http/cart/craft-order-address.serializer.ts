// An order's address as Craft serializes an address element owned by the order: the address book's
// attributes, the order as owner, never primary (only address-book addresses are).
import type { OrderAddress } from '../../../domain/cart/cart.ts';
import { addressFieldsOf } from '../../../domain/cart/cart-address.rules.ts';

export function serializeOrderAddress(address: OrderAddress | null, orderId: number | null) {
  if (address === null) return null;
  return {
    id: address.id,
    uid: address.uid,
    ownerId: orderId,
    ...addressFieldsOf(address),
    isPrimaryBilling: false,
    isPrimaryShipping: false,
    dateCreated: address.dateCreated?.toISOString() ?? null,
    dateUpdated: address.dateUpdated?.toISOString() ?? null,
  };
}
