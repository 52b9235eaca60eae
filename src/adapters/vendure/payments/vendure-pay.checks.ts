// Why the session's order cannot be paid as asked, in Craft Commerce's words (the screens and the
// contract read them), checked before Vendure is asked to take a payment.
import type { PaymentRequest } from '../../../domain/payment/payment-source';
import type { PaymentContext } from './vendure-payment.schema';

export const PAY_REFUSALS = {
  notFound: 'Can not find an order to pay.',
  emailRequired: 'Email required to make payments on a completed order.',
  empty: 'Order can not be empty.',
  noGateway: 'There is no gateway or payment source available for use with this order.',
  noEmail: 'No customer email address exists on this cart.',
} as const;

export type PayCheck =
  | { readonly ok: true; readonly method: string; readonly code: string }
  | { readonly ok: false; readonly message: string };

/**
 * Vendure pays the session's active order only: a `number` must be that order's, with its e-mail.
 * The method is the one asked for, else the one chosen at checkout; Vendure keeps no payment
 * sources, so a source id finds nothing (as Craft ignores one that is not the payer's).
 */
export const checkPayment = (
  request: PaymentRequest,
  context: PaymentContext,
  chosenGatewayId: (orderCode: string) => number | null,
): PayCheck => {
  const order = context.activeOrder;
  const refuse = (message: string): PayCheck => ({ ok: false, message });
  if (request.number !== undefined && request.number !== order?.code)
    return refuse(PAY_REFUSALS.notFound);
  if (order === null || order.totalQuantity === 0) return refuse(PAY_REFUSALS.empty);
  const email = order.customer?.emailAddress ?? null;
  if (request.number !== undefined && (request.email === undefined || request.email !== email))
    return refuse(PAY_REFUSALS.emailRequired);
  if (email === null) return refuse(PAY_REFUSALS.noEmail);
  const gatewayId = request.gatewayId ?? chosenGatewayId(order.code);
  const method = context.eligiblePaymentMethods.find(
    (candidate) => candidate.isEligible && candidate.id === String(gatewayId),
  );
  return method
    ? { ok: true, method: method.code, code: order.code }
    : refuse(PAY_REFUSALS.noGateway);
};
