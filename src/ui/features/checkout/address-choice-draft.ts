import type { Address } from '../../../domain/address/address';
import type { AddressRole } from '../../../domain/cart/cart-update';
import type { AddressChoice } from '../../../domain/checkout/checkout-form';
import {
  addressOf,
  emptyAddressForm,
  type AddressFormValues,
} from '../account/address-form-values';

/** What one address section of the checkout form holds while the shopper edits it. */
export interface AddressChoiceDraft {
  readonly mode: 'saved' | 'new';
  readonly savedId: number | null;
  readonly makePrimary: boolean;
  readonly values: AddressFormValues;
  readonly saveOnComplete: boolean;
}

const isPrimaryFor = (role: AddressRole, address: Address): boolean =>
  role === 'shipping' ? address.isPrimaryShipping : address.isPrimaryBilling;

/** A customer with saved addresses starts from their primary one; anyone else types one in. */
export const initialDraft = (role: AddressRole, saved: readonly Address[]): AddressChoiceDraft => {
  const preferred = saved.find((address) => isPrimaryFor(role, address)) ?? saved[0];
  return {
    mode: preferred === undefined || preferred.id === null ? 'new' : 'saved',
    savedId: preferred?.id ?? null,
    makePrimary: false,
    values: emptyAddressForm,
    saveOnComplete: false,
  };
};

export const addressChoiceOf = (draft: AddressChoiceDraft): AddressChoice =>
  draft.mode === 'saved' && draft.savedId !== null
    ? { kind: 'saved', addressId: draft.savedId, makePrimary: draft.makePrimary }
    : { kind: 'new', address: addressOf(draft.values, null), saveOnComplete: draft.saveOnComplete };
