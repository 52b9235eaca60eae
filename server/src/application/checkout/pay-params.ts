// The order params payments/pay reads besides the payment (Commerce's PaymentsController::actionPay):
// the completion flags and `fields` are set on the cart under its lock before paying, as update-cart
// sets them; `paymentCurrency` and `paymentAmount` are checked before anything is charged.
import type { Cart } from '../../domain/cart/cart.ts';
import {
  type OrderCompleteFlags,
  withOrderCompleteFlags,
} from '../../domain/cart/order-complete-flags.rules.ts';
import type { Money } from '../../domain/money/money.ts';
import { isPartialPayment } from '../../domain/payments/payment-amount.rules.ts';

/** registerUserOnOrderComplete, save…AddressOnOrderComplete and `fields[customerNote]`. */
export interface PayOrderParams extends OrderCompleteFlags {
  readonly customerNote?: string;
}

export const PAY_PARAM_MESSAGES = {
  partial: 'Partial payment not allowed.',
  /** Commerce's CurrencyException for a payment currency the store does not have. */
  currency: (iso: string) => `Currency not found in store: ${iso.toUpperCase()}`,
} as const;

/** The cart as pay leaves it before the payment; custom fields only on the active cart, as Commerce. */
export function applyPayParams(cart: Cart, params: PayOrderParams, isActiveCart: boolean): Cart {
  const flagged = withOrderCompleteFlags(cart, params);
  return isActiveCart && params.customerNote !== undefined
    ? { ...flagged, customerNote: params.customerNote }
    : flagged;
}

/** The store has one payment currency, its own: any other `paymentCurrency` is refused. */
export const currencyRefusal = (paymentCurrency: string | undefined, storeCurrency: string) =>
  paymentCurrency !== undefined && paymentCurrency !== storeCurrency
    ? PAY_PARAM_MESSAGES.currency(paymentCurrency)
    : null;

/** Partial payments are off (Commerce's default): a signed amount below the balance is refused. */
export const partialRefusal = (paymentAmount: string | undefined, outstanding: Money) =>
  paymentAmount !== undefined && isPartialPayment(paymentAmount, outstanding)
    ? PAY_PARAM_MESSAGES.partial
    : null;
