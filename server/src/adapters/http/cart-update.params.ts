// update-cart's body → the use case's command. Craft addresses nested params by path, so JSON objects
// and arrays are equivalent here (`purchasables[0][id]` = `{purchasables: [{id}]}`).
import type {
  AddCommand,
  LineCommand,
  UpdateCartCommand,
} from '../../application/cart/update-cart.ts';
import { castQty, isTruthy } from '../../domain/cart/cart-update.rules.ts';
import type { LineOptions } from '../../domain/cart/cart.ts';
import { asBody, optionalId, optionalString } from './body-params.ts';
import { HttpError } from './craft-response.ts';

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
  if (!/^\d{1,10}$/.test(key)) return undefined;
  const params = asBody(value);
  const options = optionsParam(params.options);
  return {
    id: Number(key),
    ...(params.qty !== undefined ? { qty: castQty(params.qty, 0) } : {}),
    ...(params.note !== undefined ? { note: optionalString(params, 'note') ?? '' } : {}),
    ...(options !== undefined ? { options } : {}),
    remove: isTruthy(params.remove),
  };
}

export function updateCartCommand(raw: unknown): UpdateCartCommand {
  const body = asBody(raw);
  const number = optionalString(body, 'number');
  const fields = asBody(body.fields);
  const customerNote = optionalString(fields, 'customerNote');
  const add = addCommand(body, 'purchasableId');
  const email = optionalString(body, 'email');
  const couponCode = optionalString(body, 'couponCode');
  const gatewayId = optionalId(body, 'gatewayId');
  const shippingMethodHandle = optionalString(body, 'shippingMethodHandle');
  return {
    ...(number ? { number } : {}),
    clearLineItems: isTruthy(body.clearLineItems),
    clearNotices: body.clearNotices !== undefined,
    ...(customerNote !== undefined ? { customerNote } : {}),
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
    ...(body.registerUserOnOrderComplete !== undefined
      ? { registerUserOnOrderComplete: isTruthy(body.registerUserOnOrderComplete) }
      : {}),
    ...(couponCode !== undefined ? { couponCode } : {}),
    ...(gatewayId !== undefined ? { gatewayId } : {}),
    ...(shippingMethodHandle !== undefined ? { shippingMethodHandle } : {}),
  };
}

export const wantsForceSave = (raw: unknown): boolean => isTruthy(asBody(raw).forceSave);
