// A CartUpdate as the Shop API mutations that make it, in the order Craft applies an update's parts:
// lines, coupon, customer, addresses, shipping method. They run one after another in one document.
import type { Address } from '../../../domain/address/address';
import type { CartNotice } from '../../../domain/cart/cart';
import type { AddressUpdate, CartUpdate } from '../../../domain/cart/cart-update';
import { isRemoval } from '../../../domain/cart/cart-update.rules';
import { mapOrderAddress } from '../addresses/vendure-address.mapper';
import {
  addressInput,
  bookAddressInput,
  orderAddressInput,
  type VendureAddressInput,
} from './vendure-address.mapper';
import type { ActiveCart, VendureOrderAddress } from './vendure-cart.schema';
import { bookAddressOf } from './vendure-update-cart.checks';
import { shippingPart } from './vendure-update-cart.shipping';
import {
  idArgument,
  inputArgument,
  intArgument,
  ITEMS_RESULT,
  type MutationPart,
  part,
  PLAIN_RESULT,
} from './vendure-mutation-part';

const lineParts = (update: CartUpdate): MutationPart[] => [
  ...(update.add ?? []).map((item, index) =>
    part(
      'addItemToOrder',
      { productVariantId: idArgument(item.id), quantity: intArgument(item.qty) },
      `purchasables.${index}.qty`,
      'item',
      ITEMS_RESULT,
    ),
  ),
  ...Object.entries(update.lines ?? {}).flatMap(([lineId, change]) => {
    if (change.qty === undefined) return [];
    const about = `lineItems.${lineId}.qty`;
    if (isRemoval(change))
      return [part('removeOrderLine', { orderLineId: idArgument(lineId) }, about)];
    const args = { orderLineId: idArgument(lineId), quantity: intArgument(change.qty) };
    return [part('adjustOrderLine', args, about, 'item', ITEMS_RESULT)];
  }),
];

/** Craft's cart has one coupon: a new code replaces the codes the order has, null removes them. */
const couponParts = (coupon: string | null | undefined, context: ActiveCart | null) => {
  if (coupon === undefined) return [];
  const applied = context?.activeOrder?.couponCodes ?? [];
  const same = (code: string) => coupon !== null && code.toLowerCase() === coupon.toLowerCase();
  const code = (value: string) => ({ couponCode: { type: 'String!', value } });
  const removals = applied
    .filter((applied) => !same(applied))
    .map((applied) => part('removeCouponCode', code(applied), 'couponCode', 'other', PLAIN_RESULT));
  const keep = coupon === null || applied.some(same);
  return [
    ...removals,
    ...(keep ? [] : [part('applyCouponCode', code(coupon), 'couponCode', 'coupon')]),
  ];
};

/** Vendure wants a name with the e-mail: the update's own, if it gives an address with one. */
const customerPart = (update: CartUpdate): MutationPart[] => {
  if (update.email === undefined) return [];
  const named = [update.billing?.address, update.shipping?.address].find(
    (address): address is Address => address !== undefined,
  );
  const [first = '', ...rest] = (named?.fullName ?? '').trim().split(/\s+/);
  const input = {
    emailAddress: update.email.trim(),
    firstName: named?.firstName ?? first,
    lastName: named?.lastName ?? rest.join(' '),
  };
  const args = { input: inputArgument('CreateCustomerInput', input) };
  return [part('setCustomerForOrder', args, 'email', 'customer')];
};

const newAddress = (change: AddressUpdate | undefined, context: ActiveCart | null) => {
  if (change?.address) return addressInput(change.address);
  const saved = change?.savedAddressId;
  const book = saved === undefined ? undefined : bookAddressOf(context, saved);
  return book ? bookAddressInput(book) : null;
};

const orderCopy = (address: VendureOrderAddress | null | undefined): VendureAddressInput | null =>
  orderAddressInput(mapOrderAddress(address ?? null));

/** Each address the update sets: typed in, from the book, or copied from the other one. */
const addressParts = (update: CartUpdate, context: ActiveCart | null): MutationPart[] => {
  const order = context?.activeOrder;
  let shipping = newAddress(update.shipping, context);
  let billing = newAddress(update.billing, context);
  if (update.shippingSameAsBilling === true) shipping = billing ?? orderCopy(order?.billingAddress);
  if (update.billingSameAsShipping === true)
    billing = shipping ?? orderCopy(order?.shippingAddress);
  const set = (field: string, input: VendureAddressInput | null, about: string) =>
    input === null
      ? []
      : [part(field, { input: inputArgument('CreateAddressInput', input) }, about)];
  return [
    ...set('setOrderShippingAddress', shipping, 'shippingAddress'),
    ...set('setOrderBillingAddress', billing, 'billingAddress'),
  ];
};

/** A book address made the customer's default one for its role. */
const primaryParts = (update: CartUpdate): MutationPart[] =>
  (['shipping', 'billing'] as const).flatMap((role) => {
    const change = update[role];
    if (change?.makePrimary !== true || change.savedAddressId === undefined) return [];
    const flag = role === 'shipping' ? 'defaultShippingAddress' : 'defaultBillingAddress';
    const input = { id: String(change.savedAddressId), [flag]: true };
    const args = { input: inputArgument('UpdateAddressInput', input) };
    return [part('updateCustomerAddress', args, `${role}AddressId`, 'other', PLAIN_RESULT)];
  });

export interface UpdatePlan {
  readonly parts: readonly MutationPart[];
  /** what the adapter tells the shopper of its own choices (a shipping method swapped) */
  readonly notices: readonly CartNotice[];
}

export const planUpdate = (update: CartUpdate, context: ActiveCart | null): UpdatePlan => {
  const shipping = shippingPart(update.shippingMethod, context);
  return {
    parts: [
      ...lineParts(update),
      ...couponParts(update.coupon, context),
      ...customerPart(update),
      ...addressParts(update, context),
      ...primaryParts(update),
      ...(shipping.part ? [shipping.part] : []),
    ],
    notices: shipping.notices,
  };
};

/** Whether planning the update needs the order, its shipping methods or the book read first. */
export const contextNeeded = (update: CartUpdate) => {
  const saved = [update.billing, update.shipping].some(
    (change) => change?.savedAddressId !== undefined,
  );
  const paymentMethods = update.gatewayId !== undefined;
  const order =
    update.coupon !== undefined ||
    update.shippingMethod !== undefined ||
    update.billingSameAsShipping === true ||
    update.shippingSameAsBilling === true;
  return { needed: saved || paymentMethods || order, addressBook: saved, paymentMethods };
};
