// What an update asks for that Vendure's Shop API cannot do, or that it would accept and the shop
// must not (a malformed e-mail): refused before anything is sent, each on its form field, as Craft
// refuses an invalid update whole.
import type { AddressRole, AddressUpdate, CartUpdate } from '../../../domain/cart/cart-update';
import { cartUpdateErrorMessage } from '../../../domain/cart/cart-messages.rules';
import { isValidEmail } from '../../../domain/forms/email.rules';
import type { FieldRefusal } from '../client/vendure-failure';
import { missingAddressFields } from './vendure-address.mapper';
import type { ActiveCart, VendureBookAddress } from './vendure-cart.schema';

export const UPDATE_REFUSALS = {
  blankEmail: 'Email cannot be blank.',
  invalidEmail: 'Email is not a valid email address.',
  customerNote: 'This shop keeps no note on an order.',
  lineDetails: 'This shop keeps no note or options on a cart line.',
  register: 'This shop cannot create an account when the order completes: please register first.',
  saveAddress: 'This shop cannot save an address when the order completes.',
  addressLine1: 'Address Line 1 cannot be blank.',
  countryCode: 'Country cannot be blank.',
  guestAddressBook: 'Sign in to use an address from your address book.',
  notInAddressBook: (id: number) => `Address ${id} is not in your address book.`,
  gateway: (id: number) => `Payment method ${id} is not available for this order.`,
} as const;

const refusal = (field: string, message: string): FieldRefusal => ({ field, message });

const hasDetails = (note: string | undefined, options: object | undefined): boolean =>
  (note !== undefined && note.trim() !== '') ||
  (options !== undefined && Object.keys(options).length > 0);

/** Line notes and options: Vendure keeps neither without custom fields, which the shop lacks. */
const lineRefusals = (update: CartUpdate): FieldRefusal[] => [
  ...(update.add ?? []).flatMap((item, index) =>
    hasDetails(undefined, item.options)
      ? [refusal(`purchasables.${index}.options`, UPDATE_REFUSALS.lineDetails)]
      : [],
  ),
  ...Object.entries(update.lines ?? {}).flatMap(([id, change]) =>
    hasDetails(change.note, change.options)
      ? [refusal(`lineItems.${id}`, UPDATE_REFUSALS.lineDetails)]
      : [],
  ),
];

const emailRefusals = (email: string | undefined): FieldRefusal[] => {
  if (email === undefined) return [];
  if (email.trim() === '') return [refusal('email', UPDATE_REFUSALS.blankEmail)];
  return isValidEmail(email) ? [] : [refusal('email', UPDATE_REFUSALS.invalidEmail)];
};

/** The saved address the update names, when it is in the signed-in customer's book. */
export const bookAddressOf = (
  context: ActiveCart | null,
  id: number,
): VendureBookAddress | undefined =>
  context?.activeCustomer?.addresses?.find((address) => address.id === String(id));

const addressRefusals = (
  role: AddressRole,
  change: AddressUpdate | undefined,
  context: ActiveCart | null,
): FieldRefusal[] => {
  if (change === undefined) return [];
  const refusals: FieldRefusal[] = [];
  const Role = role === 'billing' ? 'Billing' : 'Shipping';
  if (change.saveOnOrderComplete === true)
    refusals.push(refusal(`save${Role}AddressOnOrderComplete`, UPDATE_REFUSALS.saveAddress));
  for (const field of change.address ? missingAddressFields(change.address) : [])
    refusals.push(refusal(`${role}Address.${field}`, UPDATE_REFUSALS[field]));
  const id = change.savedAddressId;
  if (id !== undefined && bookAddressOf(context, id) === undefined) {
    const signedIn = context?.activeCustomer !== null && context?.activeCustomer !== undefined;
    const message = signedIn
      ? UPDATE_REFUSALS.notInAddressBook(id)
      : UPDATE_REFUSALS.guestAddressBook;
    refusals.push(refusal(`${role}AddressId`, message));
  }
  return refusals;
};

const gatewayRefusals = (gatewayId: number | undefined, context: ActiveCart | null) => {
  if (gatewayId === undefined) return [];
  const eligible = (context?.eligiblePaymentMethods ?? []).some(
    (method) => method.isEligible && method.id === String(gatewayId),
  );
  return eligible ? [] : [refusal('gatewayId', UPDATE_REFUSALS.gateway(gatewayId))];
};

/** Every reason to refuse the update before sending it; none: it may go. */
export const refusalsBefore = (
  update: CartUpdate,
  context: ActiveCart | null,
): readonly FieldRefusal[] => [
  ...(update.billingSameAsShipping === true && update.shippingSameAsBilling === true
    ? [
        refusal(
          'billingAddressSameAsShipping',
          cartUpdateErrorMessage({ kind: 'conflicting-same-as-flags' }),
        ),
      ]
    : []),
  ...lineRefusals(update),
  ...emailRefusals(update.email),
  ...(update.registerOnOrderComplete === true
    ? [refusal('registerUserOnOrderComplete', UPDATE_REFUSALS.register)]
    : []),
  ...addressRefusals('shipping', update.shipping, context),
  ...addressRefusals('billing', update.billing, context),
  ...(update.customerNote !== undefined && update.customerNote.trim() !== ''
    ? [refusal('customerNote', UPDATE_REFUSALS.customerNote)]
    : []),
  ...gatewayRefusals(update.gatewayId, context),
];
