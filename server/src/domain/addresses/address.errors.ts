// Why an address-book action was refused (expected failures, returned as values).
import type { AddressDraft, AddressErrors } from './address.ts';

export type AddressNotFound = { readonly kind: 'address-not-found'; readonly addressId: number };

/** Craft tells the two apart: an address of another book (400) and a book that is not yours (403). */
export type AddressNotOwned = {
  readonly kind: 'address-not-owned';
  readonly addressId: number;
  readonly userId: number;
};
export type AddressNotPermitted = { readonly kind: 'not-permitted' };

export type AddressInvalid = {
  readonly kind: 'invalid-address';
  readonly addressId: number | null;
  readonly draft: AddressDraft;
  readonly errors: AddressErrors;
  readonly isPrimaryBilling: boolean;
  readonly isPrimaryShipping: boolean;
};

export type SaveAddressError =
  AddressNotFound | AddressNotOwned | AddressNotPermitted | AddressInvalid;
export type DeleteAddressError = AddressNotFound | AddressNotPermitted;
