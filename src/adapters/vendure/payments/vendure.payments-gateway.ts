import type { PaidOrder, PaymentCompletion, PaymentResult } from '../../../domain/payment/payment';
import type { PaymentRequest, PaymentSource } from '../../../domain/payment/payment-source';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { formatMoney } from '../../../domain/money/money.rules';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { PaymentsGateway } from '../../../ports/payments-gateway';
import { toMajor } from '../catalog/vendure-catalog.mapper';
import type { VendureCartSession } from '../cart/vendure-cart-session';
import type { VendureClient } from '../client/vendure-client';
import { absentFailure, errorResultFailure } from '../client/vendure-failure';
import { paymentMetadata } from './vendure-card.metadata';
import { checkPayment } from './vendure-pay.checks';
import { BACK_TO_CART, PAY, PAYMENT_CONTEXT } from './vendure-payment.operations';
import {
  backToCartSchema,
  type PayAnswer,
  payAnswerSchema,
  paymentContextSchema,
  type VendurePaidOrder,
} from './vendure-payment.schema';

type Answer<T> = Promise<Result<T, GatewayError>>;

/** The states of an order Vendure no longer counts as the session's cart: it is paid for. */
const PAID_STATES: readonly string[] = ['PaymentAuthorized', 'PaymentSettled'];
const PAY_CALL = { operation: PAY.name, method: 'POST' } as const;
/** What a refused payment says when Vendure gives no reason of its own. */
export const PAYMENT_FAILED_MESSAGE = 'Payment failed.';

const mapPaidOrder = (order: VendurePaidOrder): PaidOrder => {
  const email = order.customer?.emailAddress ?? null;
  const totalPrice = toMajor(order.totalWithTax);
  return {
    number: order.code,
    email,
    totalPrice,
    currency: order.currencyCode,
    totalPriceAsCurrency: formatMoney(totalPrice, {
      currency: order.currencyCode,
      locale: 'en-US',
    }),
    totalQty: order.totalQuantity,
    // Vendure's code is the one reference an order has, on its confirmation and in its e-mails.
    reference: order.code,
    orderCompletedEmail: email,
  };
};

/** Why the payment was not taken: the payment's own words, else the order's move, else Vendure's. */
const refusalMessage = ({ arranging, payment }: PayAnswer): string => {
  if ('paymentErrorMessage' in payment && payment.paymentErrorMessage)
    return payment.paymentErrorMessage;
  if (arranging?.errorCode !== undefined && arranging.transitionError)
    return arranging.transitionError;
  return 'message' in payment ? payment.message : PAYMENT_FAILED_MESSAGE;
};

/**
 * Paying the session's order through Vendure's Shop API. A refused payment (declined, failed, or
 * the order not ready) is a 400 with the reason in `message`, as Craft refuses one, and the order
 * goes back to the cart, unchanged. Vendure keeps no payment sources and has no off-site return.
 */
export class VendurePaymentsGateway implements PaymentsGateway {
  readonly #client: VendureClient;
  readonly #session: VendureCartSession;

  constructor(client: VendureClient, session: VendureCartSession) {
    this.#client = client;
    this.#session = session;
  }

  async pay(request: PaymentRequest): Answer<PaymentResult> {
    const context = await this.#client.query(PAYMENT_CONTEXT, {}, paymentContextSchema, (d) => d);
    if (!context.ok) return context;
    const check = checkPayment(request, context.value, (code) => this.#session.gatewayFor(code));
    if (!check.ok) return err(errorResultFailure(PAY_CALL, check.message, []));
    const input = { method: check.method, metadata: paymentMetadata(request) };
    const paid = await this.#client.mutate(PAY, { input }, payAnswerSchema, (answer) => answer);
    if (!paid.ok) return paid;
    const { payment } = paid.value;
    if ('code' in payment && PAID_STATES.includes(payment.state))
      return ok({ order: mapPaidOrder(payment) });
    const back = await this.#client.mutate(BACK_TO_CART, {}, backToCartSchema, () => undefined);
    if (!back.ok) return back;
    return err(errorResultFailure(PAY_CALL, refusalMessage(paid.value), []));
  }

  async completePayment(): Answer<PaymentCompletion> {
    return err(absentFailure('completePayment', 'GET'));
  }

  async addPaymentSource(): Answer<PaymentSource> {
    return err(absentFailure('addPaymentSource', 'POST'));
  }

  async setPrimaryPaymentSource(): Answer<void> {
    return err(absentFailure('setPrimaryPaymentSource', 'POST'));
  }

  async deletePaymentSource(): Answer<void> {
    return err(absentFailure('deletePaymentSource', 'POST'));
  }
}
