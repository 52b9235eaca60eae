// update-cart's body → the use case's command. Craft addresses nested params by path, so JSON objects
// and arrays are equivalent here (`purchasables[0][id]` = `{purchasables: [{id}]}`).
import type {
  AddCommand,
  LineCommand,
  UpdateCartCommand,
} from '../../../application/cart/update-cart.ts';
import type { AddressInput } from '../../../domain/addresses/address.ts';
import type { CartAddressCommand } from '../../../domain/cart/cart-address.rules.ts';
import type { OrderCompleteFlags } from '../../../domain/cart/order-complete-flags.rules.ts';
import { parseRecordId } from '../../../domain/shared/record-id.rules.ts';
import type { LineOptions } from '../../../domain/cart/cart.ts';
import { asBody, optionalId, optionalString } from '../body/body-params.ts';
import { addressInputFrom } from '../addresses/craft-address.params.ts';
import { HttpError } from '../craft/craft-response.ts';
import { castQty, isTruthy } from '../craft/php-casts.ts';

type Body = Record<string, unknown>;

const entriesOf = (value: unknown): [string, unknown][] =>
  value && typeof value === 'object' ? Object.entries(value as Body) : [];

function optionsParam(value: unknown): LineOptions | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value) && value.length === 0) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as LineOptions;
  throw new HttpError(400, 'options must be an object.');
}

function addCommand(body: Body, idName: string): AddCommand | undefined {
  const purchasableId = optionalId(body, idName);
  if (purchasableId === undefined) return undefined;
  return {
    purchasableId,
    qty: castQty(body.qty, 1),
    note: optionalString(body, 'note') ?? '',
    options: optionsParam(body.options) ?? {},
  };
}

function lineCommand(key: string, value: unknown): LineCommand | undefined {
  const id = parseRecordId(key);
  if (id === null) return undefined;
  const params = asBody(value);
  const options = optionsParam(params.options);
  return {
    id,
    ...(params.qty !== undefined ? { qty: castQty(params.qty, 0) } : {}),
    ...(params.note !== undefined ? { note: optionalString(params, 'note') ?? '' } : {}),
    ...(options !== undefined ? { options } : {}),
    remove: isTruthy(params.remove),
  };
}

/** `shippingAddress[...]`: Craft skips an empty one (a falsy PHP array); `id` is ignored. */
function inlineAddress(body: Body, name: string): AddressInput | undefined {
  const value = body[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'object')
    throw new HttpError(400, `${name} must be an object of address fields.`);
  if (Object.keys(value).length === 0) return undefined;
  return addressInputFrom(value as Body);
}

/** A present flag cast as PHP casts it (the string 'false' is true); absent stays undefined. */
const flagParam = (body: Body, name: string): boolean | undefined =>
  body[name] === undefined ? undefined : isTruthy(body[name]);

function addressCommand(body: Body): CartAddressCommand {
  const clearAll = body.clearAddresses !== undefined;
  const shippingAddressId = optionalId(body, 'shippingAddressId');
  const billingAddressId = optionalId(body, 'billingAddressId');
  const shippingAddress = inlineAddress(body, 'shippingAddress');
  const billingAddress = inlineAddress(body, 'billingAddress');
  const makePrimaryShippingAddress = flagParam(body, 'makePrimaryShippingAddress');
  const makePrimaryBillingAddress = flagParam(body, 'makePrimaryBillingAddress');
  return {
    clearShippingAddress: clearAll || body.clearShippingAddress !== undefined,
    clearBillingAddress: clearAll || body.clearBillingAddress !== undefined,
    // Craft skips falsy ids (0, '').
    ...(shippingAddressId ? { shippingAddressId } : {}),
    ...(billingAddressId ? { billingAddressId } : {}),
    ...(shippingAddress ? { shippingAddress } : {}),
    ...(billingAddress ? { billingAddress } : {}),
    shippingAddressSameAsBilling: isTruthy(body.shippingAddressSameAsBilling),
    billingAddressSameAsShipping: isTruthy(body.billingAddressSameAsShipping),
    ...(makePrimaryShippingAddress !== undefined ? { makePrimaryShippingAddress } : {}),
    ...(makePrimaryBillingAddress !== undefined ? { makePrimaryBillingAddress } : {}),
  };
}

/**
 * registerUserOnOrderComplete and save…AddressOnOrderComplete, as update-cart and payments/pay read them:
 * each present one cast to bool; saveAddressesOnOrderComplete sets both address flags.
 */
export function orderCompleteFlagsOf(raw: unknown): OrderCompleteFlags {
  const body = asBody(raw);
  const register = flagParam(body, 'registerUserOnOrderComplete');
  const saveBoth = flagParam(body, 'saveAddressesOnOrderComplete');
  const saveShipping = saveBoth ?? flagParam(body, 'saveShippingAddressOnOrderComplete');
  const saveBilling = saveBoth ?? flagParam(body, 'saveBillingAddressOnOrderComplete');
  return {
    ...(register !== undefined ? { registerUserOnOrderComplete: register } : {}),
    ...(saveShipping !== undefined ? { saveShippingAddressOnOrderComplete: saveShipping } : {}),
    ...(saveBilling !== undefined ? { saveBillingAddressOnOrderComplete: saveBilling } : {}),
  };
}

/** `fields[customerNote]`, the order field this shop has; other field handles are ignored. */
export function customerNoteOf(raw: unknown): { customerNote?: string } {
  const customerNote = optionalString(asBody(asBody(raw).fields), 'customerNote');
  return customerNote !== undefined ? { customerNote } : {};
}

/** Commerce: a falsy paymentSourceId clears it (null); otherwise a whole number. */
function paymentSourceParam(body: Body): number | null | undefined {
  if (body.paymentSourceId === undefined) return undefined;
  if (!isTruthy(body.paymentSourceId)) return null;
  return optionalId(body, 'paymentSourceId') ?? null;
}

export function updateCartCommand(raw: unknown): UpdateCartCommand {
  const body = asBody(raw);
  const number = optionalString(body, 'number');
  const add = addCommand(body, 'purchasableId');
  const email = optionalString(body, 'email');
  const couponCode = optionalString(body, 'couponCode');
  const gatewayId = optionalId(body, 'gatewayId');
  const shippingMethodHandle = optionalString(body, 'shippingMethodHandle');
  const paymentSourceId = paymentSourceParam(body);
  return {
    ...(number ? { number } : {}),
    clearLineItems: isTruthy(body.clearLineItems),
    clearNotices: body.clearNotices !== undefined,
    ...customerNoteOf(body),
    ...(add ? { add } : {}),
    addMany: entriesOf(body.purchasables).flatMap(([, entry]) => {
      const parsed = addCommand(asBody(entry), 'id');
      return parsed ? [parsed] : [];
    }),
    lineChanges: entriesOf(body.lineItems).flatMap(([key, value]) => {
      const parsed = lineCommand(key, value);
      return parsed ? [parsed] : [];
    }),
    ...(email !== undefined ? { email } : {}),
    ...orderCompleteFlagsOf(body),
    ...(couponCode !== undefined ? { couponCode } : {}),
    ...(gatewayId !== undefined ? { gatewayId } : {}),
    ...(paymentSourceId !== undefined ? { paymentSourceId } : {}),
    ...(shippingMethodHandle !== undefined ? { shippingMethodHandle } : {}),
    addresses: addressCommand(body),
  };
}

/** cart/complete's registerUserOnOrderComplete: truthy sets it, and the string 'false' clears it. */
export function completeRegisterParam(raw: unknown): boolean | undefined {
  const value = asBody(raw).registerUserOnOrderComplete;
  if (value === undefined) return undefined;
  return value === 'false' ? false : isTruthy(value);
}
