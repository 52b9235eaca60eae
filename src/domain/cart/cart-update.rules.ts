import type { Address } from '../address/address';
import { err, ok, type Result } from '../shared/result';
import type {
  AddressRole,
  CartAddressInput,
  LineItemChange,
  LineItemOptions,
  PurchasableInput,
  UpdateCartBody,
} from './cart-update';
import type { CartUpdateError } from './cart.errors';

/** A line is removed by setting its quantity to 0. */
export const REMOVAL_QUANTITY = 0;

export const isRemoval = (change: LineItemChange): boolean => change.qty === REMOVAL_QUANTITY;

export const addPurchasables = (purchasables: readonly PurchasableInput[]): UpdateCartBody => ({
  purchasables,
});

export const addPurchasable = (
  id: number,
  qty: number,
  options?: LineItemOptions,
): UpdateCartBody => addPurchasables([options === undefined ? { id, qty } : { id, qty, options }]);

export const changeLineItem = (lineItemId: number, change: LineItemChange): UpdateCartBody => ({
  lineItems: { [String(lineItemId)]: change },
});

export const setLineItemQuantity = (lineItemId: number, qty: number): UpdateCartBody =>
  changeLineItem(lineItemId, { qty });

export const removeLineItem = (lineItemId: number): UpdateCartBody =>
  setLineItemQuantity(lineItemId, REMOVAL_QUANTITY);

export const chooseShippingMethod = (shippingMethodHandle: string): UpdateCartBody => ({
  shippingMethodHandle,
});

export const chooseGateway = (gatewayId: number): UpdateCartBody => ({ gatewayId });

/** Craft trims the code itself; trimming here keeps a blank entry from being sent as a code. */
export const applyCoupon = (couponCode: string): UpdateCartBody => ({
  couponCode: couponCode.trim(),
});

/** An empty coupon code removes the coupon. */
export const removeCoupon = (): UpdateCartBody => ({ couponCode: '' });

export const setCartEmail = (email: string): UpdateCartBody => ({ email: email.trim() });

export const registerUserOnOrderComplete = (register: boolean): UpdateCartBody => ({
  registerUserOnOrderComplete: register,
});

export const useSavedAddress = (role: AddressRole, addressId: number): UpdateCartBody =>
  role === 'billing' ? { billingAddressId: addressId } : { shippingAddressId: addressId };

export const useInlineAddress = (role: AddressRole, address: CartAddressInput): UpdateCartBody =>
  role === 'billing' ? { billingAddress: address } : { shippingAddress: address };

/**
 * Craft re-reads both same-as flags on every update-cart call and treats an absent one as false,
 * so this always sends both: the side not copied is explicitly false.
 */
export const copyAddress = (copiedTo: AddressRole | null): UpdateCartBody => ({
  billingAddressSameAsShipping: copiedTo === 'billing',
  shippingAddressSameAsBilling: copiedTo === 'shipping',
});

export const makePrimaryAddress = (role: AddressRole, makePrimary: boolean): UpdateCartBody =>
  role === 'billing'
    ? { makePrimaryBillingAddress: makePrimary }
    : { makePrimaryShippingAddress: makePrimary };

export const saveAddressOnOrderComplete = (role: AddressRole, save: boolean): UpdateCartBody =>
  role === 'billing'
    ? { saveBillingAddressOnOrderComplete: save }
    : { saveShippingAddressOnOrderComplete: save };

export const setCustomerNote = (customerNote: string): UpdateCartBody => ({
  fields: { customerNote },
});

export const clearNotices = (): UpdateCartBody => ({ clearNotices: true });

const mergeLineItems = (
  left: UpdateCartBody['lineItems'],
  right: UpdateCartBody['lineItems'],
): UpdateCartBody['lineItems'] => {
  if (left === undefined || right === undefined) return left ?? right;
  const merged: Record<string, LineItemChange> = { ...left };
  for (const [id, change] of Object.entries(right)) merged[id] = { ...merged[id], ...change };
  return merged;
};

/**
 * One body from several commands, sent as a single update-cart call. Purchasables accumulate,
 * line changes and order fields merge per key; for any other key the later command wins.
 */
export const combineCartUpdates = (...updates: readonly UpdateCartBody[]): UpdateCartBody =>
  updates.reduce<UpdateCartBody>((body, update) => {
    const purchasables =
      body.purchasables === undefined || update.purchasables === undefined
        ? (update.purchasables ?? body.purchasables)
        : [...body.purchasables, ...update.purchasables];
    const lineItems = mergeLineItems(body.lineItems, update.lineItems);
    const fields =
      body.fields === undefined || update.fields === undefined
        ? (update.fields ?? body.fields)
        : { ...body.fields, ...update.fields };
    return {
      ...body,
      ...update,
      ...(purchasables === undefined ? {} : { purchasables }),
      ...(lineItems === undefined ? {} : { lineItems }),
      ...(fields === undefined ? {} : { fields }),
    };
  }, {});

const isId = (value: number): boolean => Number.isSafeInteger(value) && value > 0;
const isCount = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

/**
 * Catches what Craft would silently ignore or fail on: adding zero or a fraction of an item, a
 * negative line quantity, or asking for both addresses to copy each other.
 */
export const checkCartUpdate = (body: UpdateCartBody): Result<UpdateCartBody, CartUpdateError> => {
  for (const { id, qty } of body.purchasables ?? []) {
    if (!isId(id)) return err({ kind: 'invalid-purchasable', id });
    if (!isCount(qty) || qty === 0) return err({ kind: 'invalid-quantity', qty });
  }
  for (const [lineItemId, change] of Object.entries(body.lineItems ?? {})) {
    if (!/^[1-9]\d*$/.test(lineItemId)) return err({ kind: 'invalid-line-item', lineItemId });
    if (change.qty !== undefined && !isCount(change.qty)) {
      return err({ kind: 'invalid-quantity', qty: change.qty });
    }
  }
  if (body.billingAddressSameAsShipping === true && body.shippingAddressSameAsBilling === true) {
    return err({ kind: 'conflicting-same-as-flags' });
  }
  return ok(body);
};

const CRAFT_ADDRESS_KEYS = [
  'title',
  'countryCode',
  'administrativeArea',
  'locality',
  'postalCode',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'organization',
  'organizationTaxId',
  'fullName',
  'firstName',
  'lastName',
] as const;

/** Attributes of the spec's address that are not Craft's own: the site keeps them as custom fields. */
const CUSTOM_ADDRESS_KEYS = [
  'phoneNumber',
  'attention',
  'companyName',
  'businessId',
  'notes',
] as const;

const presentEntries = (address: Address, keys: readonly (keyof Address)[]): [string, string][] =>
  keys.flatMap((key) => {
    const value = address[key];
    return typeof value === 'string' ? [[key, value] as [string, string]] : [];
  });

/**
 * An address as inline update-cart attributes. The id is left out (Craft ignores it and edits
 * the cart's own copy) and null attributes are not sent, so they do not wipe what the cart has.
 */
export const cartAddressInput = (address: Address): CartAddressInput => {
  const fields = presentEntries(address, CUSTOM_ADDRESS_KEYS);
  return {
    ...Object.fromEntries(presentEntries(address, CRAFT_ADDRESS_KEYS)),
    ...(fields.length === 0 ? {} : { fields: Object.fromEntries(fields) }),
  };
};
