// A customer's primary billing and shipping addresses are two ids on their account (Craft Commerce).
import type { Address, CustomerAddress } from './address.ts';

export interface PrimaryAddressIds {
  readonly primaryBillingAddressId: number | null;
  readonly primaryShippingAddressId: number | null;
}

/** What the customer asked for: true = make primary, false = stop being primary, absent = no change. */
export interface PrimaryRequest {
  readonly isPrimaryBilling?: boolean | undefined;
  readonly isPrimaryShipping?: boolean | undefined;
}

function next(current: number | null, addressId: number, wanted: boolean | undefined) {
  if (wanted === true) return addressId;
  // "Not primary" only un-sets this address; another primary address stays as it is.
  if (wanted === false && current === addressId) return null;
  return current;
}

export function primaryAfterSave(
  owner: PrimaryAddressIds,
  addressId: number,
  request: PrimaryRequest,
): PrimaryAddressIds {
  return {
    primaryBillingAddressId: next(
      owner.primaryBillingAddressId,
      addressId,
      request.isPrimaryBilling,
    ),
    primaryShippingAddressId: next(
      owner.primaryShippingAddressId,
      addressId,
      request.isPrimaryShipping,
    ),
  };
}

/** A deleted address cannot stay anybody's primary address. */
export function primaryAfterDelete(owner: PrimaryAddressIds, addressId: number): PrimaryAddressIds {
  return primaryAfterSave(owner, addressId, { isPrimaryBilling: false, isPrimaryShipping: false });
}

export const samePrimaries = (a: PrimaryAddressIds, b: PrimaryAddressIds): boolean =>
  a.primaryBillingAddressId === b.primaryBillingAddressId &&
  a.primaryShippingAddressId === b.primaryShippingAddressId;

export const customerAddress = (address: Address, owner: PrimaryAddressIds): CustomerAddress => ({
  address,
  isPrimaryBilling: owner.primaryBillingAddressId === address.id,
  isPrimaryShipping: owner.primaryShippingAddressId === address.id,
});
