import type { Address } from '../address/address';
import { err, ok, type Result } from '../shared/result';
import type {
  AddressRole,
  AddressUpdate,
  CartUpdate,
  LineItemChange,
  LineItemOptions,
  PurchasableInput,
} from './cart-update';
import type { CartUpdateError } from './cart.errors';

/** A line is removed by setting its quantity to 0. */
export const REMOVAL_QUANTITY = 0;

export const isRemoval = (change: LineItemChange): boolean => change.qty === REMOVAL_QUANTITY;

export const addPurchasables = (purchasables: readonly PurchasableInput[]): CartUpdate => ({
  add: purchasables,
});

export const addPurchasable = (id: number, qty: number, options?: LineItemOptions): CartUpdate =>
  addPurchasables([options === undefined ? { id, qty } : { id, qty, options }]);

export const changeLineItem = (lineItemId: number, change: LineItemChange): CartUpdate => ({
  lines: { [lineItemId]: change },
});

export const setLineItemQuantity = (lineItemId: number, qty: number): CartUpdate =>
  changeLineItem(lineItemId, { qty });

export const removeLineItem = (lineItemId: number): CartUpdate =>
  setLineItemQuantity(lineItemId, REMOVAL_QUANTITY);

export const chooseShippingMethod = (shippingMethod: string): CartUpdate => ({ shippingMethod });

export const chooseGateway = (gatewayId: number): CartUpdate => ({ gatewayId });

/** The code is trimmed: a blank entry is no code, and removes the coupon. */
export const applyCoupon = (couponCode: string): CartUpdate => {
  const coupon = couponCode.trim();
  return { coupon: coupon === '' ? null : coupon };
};

export const removeCoupon = (): CartUpdate => ({ coupon: null });

export const setCartEmail = (email: string): CartUpdate => ({ email: email.trim() });

export const registerUserOnOrderComplete = (register: boolean): CartUpdate => ({
  registerOnOrderComplete: register,
});

const forRole = (role: AddressRole, change: AddressUpdate): CartUpdate =>
  role === 'billing' ? { billing: change } : { shipping: change };

export const useSavedAddress = (role: AddressRole, addressId: number): CartUpdate =>
  forRole(role, { savedAddressId: addressId });

export const useInlineAddress = (role: AddressRole, address: Address): CartUpdate =>
  forRole(role, { address });

/**
 * Craft re-reads both same-as flags on every update and treats an absent one as false, so this
 * always says both: the side not copied is explicitly false.
 */
export const copyAddress = (copiedTo: AddressRole | null): CartUpdate => ({
  billingSameAsShipping: copiedTo === 'billing',
  shippingSameAsBilling: copiedTo === 'shipping',
});

export const makePrimaryAddress = (role: AddressRole, makePrimary: boolean): CartUpdate =>
  forRole(role, { makePrimary });

export const saveAddressOnOrderComplete = (role: AddressRole, save: boolean): CartUpdate =>
  forRole(role, { saveOnOrderComplete: save });

export const setCustomerNote = (customerNote: string): CartUpdate => ({ customerNote });

export const clearNotices = (): CartUpdate => ({ clearNotices: true });

const mergeLines = (left: CartUpdate['lines'], right: CartUpdate['lines']): CartUpdate['lines'] => {
  if (left === undefined || right === undefined) return left ?? right;
  const merged: Record<string, LineItemChange> = { ...left };
  for (const [id, change] of Object.entries(right)) merged[id] = { ...merged[id], ...change };
  return merged;
};

const mergeAddress = (
  left: AddressUpdate | undefined,
  right: AddressUpdate | undefined,
): AddressUpdate | undefined =>
  left === undefined || right === undefined ? (right ?? left) : { ...left, ...right };

/**
 * One update from several commands, sent as a single call. Additions accumulate, line changes
 * merge per line and address changes per role; for anything else the later command wins.
 */
export const combineCartUpdates = (...updates: readonly CartUpdate[]): CartUpdate =>
  updates.reduce<CartUpdate>((combined, update) => {
    const add =
      combined.add === undefined || update.add === undefined
        ? (update.add ?? combined.add)
        : [...combined.add, ...update.add];
    const lines = mergeLines(combined.lines, update.lines);
    const billing = mergeAddress(combined.billing, update.billing);
    const shipping = mergeAddress(combined.shipping, update.shipping);
    return {
      ...combined,
      ...update,
      ...(add === undefined ? {} : { add }),
      ...(lines === undefined ? {} : { lines }),
      ...(billing === undefined ? {} : { billing }),
      ...(shipping === undefined ? {} : { shipping }),
    };
  }, {});

const isId = (value: number): boolean => Number.isSafeInteger(value) && value > 0;
const isCount = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

/**
 * Catches what the back-end would silently ignore or fail on: adding zero or a fraction of an
 * item, a negative line quantity, or asking for both addresses to copy each other.
 */
export const checkCartUpdate = (update: CartUpdate): Result<CartUpdate, CartUpdateError> => {
  for (const { id, qty } of update.add ?? []) {
    if (!isId(id)) return err({ kind: 'invalid-purchasable', id });
    if (!isCount(qty) || qty === 0) return err({ kind: 'invalid-quantity', qty });
  }
  for (const [lineItemId, change] of Object.entries(update.lines ?? {})) {
    if (!/^[1-9]\d*$/.test(lineItemId)) return err({ kind: 'invalid-line-item', lineItemId });
    if (change.qty !== undefined && !isCount(change.qty)) {
      return err({ kind: 'invalid-quantity', qty: change.qty });
    }
  }
  if (update.billingSameAsShipping === true && update.shippingSameAsBilling === true) {
    return err({ kind: 'conflicting-same-as-flags' });
  }
  return ok(update);
};
