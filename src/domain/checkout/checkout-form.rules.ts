import type { FieldError } from '../forms/forms.errors';
import { parseEmail } from '../forms/email.rules';
import { ok, type Result } from '../shared/result';
import type { AddressRole, CartUpdate } from '../cart/cart-update';
import {
  chooseGateway,
  combineCartUpdates,
  copyAddress,
  makePrimaryAddress,
  registerUserOnOrderComplete,
  saveAddressOnOrderComplete,
  setCartEmail,
  setCustomerNote,
  useInlineAddress,
  useSavedAddress,
} from '../cart/cart-update.rules';
import type { AddressChoice, CheckoutForm } from './checkout-form';

const addressUpdate = (role: AddressRole, choice: AddressChoice): CartUpdate =>
  choice.kind === 'saved'
    ? combineCartUpdates(
        useSavedAddress(role, choice.addressId),
        makePrimaryAddress(role, choice.makePrimary),
      )
    : combineCartUpdates(
        useInlineAddress(role, choice.address),
        saveAddressOnOrderComplete(role, choice.saveOnComplete),
      );

/**
 * The whole form as one cart update, sent before paying: a guest's e-mail (checked here, so
 * an obvious typo is not sent), both addresses or the billing one copied from shipping, the note,
 * registration (guests only) and the gateway.
 */
export const checkoutCartUpdate = (form: CheckoutForm): Result<CartUpdate, FieldError> => {
  const updates: CartUpdate[] = [];
  if (form.email !== null) {
    const email = parseEmail(form.email);
    if (!email.ok) return email;
    updates.push(setCartEmail(email.value), registerUserOnOrderComplete(form.registerOnComplete));
  }
  updates.push(addressUpdate('shipping', form.shipping));
  if (form.billing === null) updates.push(copyAddress('billing'));
  else updates.push(addressUpdate('billing', form.billing), copyAddress(null));
  updates.push(setCustomerNote(form.customerNote.trim()), chooseGateway(form.gateway.id));
  return ok(combineCartUpdates(...updates));
};
