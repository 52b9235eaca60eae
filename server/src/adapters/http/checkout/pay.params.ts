// payments/pay's body → the use case's command. The order params are read exactly as update-cart
// reads them (cart-update.params.ts); paymentAmount is a hashed param (Craft's getValidatedBodyParam).
import type { PayCommand } from '../../../application/checkout/pay-order.ts';
import { asBody, optionalId, optionalString } from '../body/body-params.ts';
import { customerNoteOf, orderCompleteFlagsOf } from '../cart/cart-update.params.ts';
import type { ParamHasher } from '../craft/hashed-params.ts';
import { paymentFormsOf } from './payment-form.params.ts';
import { isTruthy } from '../craft/php-casts.ts';

/** Commerce reads these only when truthy (`if ($param = …)`): '' and '0' count as absent. */
const truthyString = (body: Record<string, unknown>, name: string): string | undefined => {
  const value = optionalString(body, name);
  return value !== undefined && isTruthy(value) ? value : undefined;
};

export function payCommandOf(raw: unknown, hasher: ParamHasher): PayCommand {
  const body = asBody(raw);
  const number = optionalString(body, 'number');
  const email = optionalString(body, 'email');
  const gatewayId = optionalId(body, 'gatewayId');
  const paymentSourceId = optionalId(body, 'paymentSourceId');
  const paymentCurrency = truthyString(body, 'paymentCurrency');
  // A plain (unsigned) amount is Craft's 400 `Request contained an invalid body param`.
  const paymentAmount = isTruthy(body.paymentAmount)
    ? hasher.validated(body, 'paymentAmount')
    : null;
  return {
    ...(number ? { number } : {}),
    ...(email !== undefined ? { email } : {}),
    ...(gatewayId !== undefined ? { gatewayId } : {}),
    ...(paymentSourceId !== undefined ? { paymentSourceId } : {}),
    paymentForm: paymentFormsOf(body),
    orderParams: { ...orderCompleteFlagsOf(body), ...customerNoteOf(body) },
    savePaymentSource: isTruthy(body.savePaymentSource),
    ...(paymentCurrency !== undefined ? { paymentCurrency } : {}),
    ...(paymentAmount !== null ? { paymentAmount } : {}),
  };
}
