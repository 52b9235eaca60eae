import type { PaidOrder, PaymentCompletion, PaymentResult } from '../../../domain/payment/payment';
import type { PaymentRequest, PaymentSource } from '../../../domain/payment/payment-source';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { err, type Result } from '../../../domain/shared/result';
import type { NewPaymentSource, PaymentsGateway } from '../../../ports/payments-gateway';
import type { CraftClient } from '../client/craft-client';
import {
  craftCompletePaymentSchema,
  craftPayAnswerSchema,
  craftPaymentSourceAnswerSchema,
  type CraftPaidOrder,
} from './craft-payment.schema';
import { doneAnswer, mapAnswer } from '../client/gateway-result';

export const PAYMENT_ENDPOINTS = {
  pay: 'actions/commerce/payments/pay',
  completePayment: 'actions/commerce/payments/complete-payment',
  addSource: 'actions/commerce/payment-sources/add',
  setPrimarySource: 'actions/commerce/payment-sources/set-primary-payment-source',
  deleteSource: 'actions/commerce/payment-sources/delete',
} as const;

const mapPaidOrder = (order: CraftPaidOrder): PaidOrder => ({
  number: order.number,
  email: order.email ?? null,
  totalPrice: order.totalPrice,
  currency: order.currency,
  totalPriceAsCurrency: order.totalPriceAsCurrency ?? '',
  totalQty: order.totalQty,
  reference: order.reference ?? null,
  orderCompletedEmail: order.orderCompletedEmail ?? null,
});

/** Craft Commerce's payments and payment-sources controllers. */
export class CraftPaymentsGateway implements PaymentsGateway {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  async pay(request: PaymentRequest): Promise<Result<PaymentResult, GatewayError>> {
    const endpoint = PAYMENT_ENDPOINTS.pay;
    const answer = await mapAnswer(
      this.#client.post(endpoint, request),
      craftPayAnswerSchema,
      'response',
      endpoint,
      ({ cart, order }) => order ?? cart ?? null,
    );
    if (!answer.ok) return answer;
    if (answer.value === null) {
      return err({
        kind: 'invalid-data',
        subject: 'response',
        endpoint,
        issues: ['order: missing'],
      });
    }
    return { ok: true, value: { order: mapPaidOrder(answer.value) } };
  }

  /** A GET with the hash in the query; Craft checks no CSRF token here. */
  completePayment(transactionHash: string): Promise<Result<PaymentCompletion, GatewayError>> {
    return mapAnswer(
      this.#client.get(PAYMENT_ENDPOINTS.completePayment, {
        commerceTransactionHash: transactionHash,
      }),
      craftCompletePaymentSchema,
      'response',
      PAYMENT_ENDPOINTS.completePayment,
      ({ url, order }) => ({ url: url ?? null, order: order ? mapPaidOrder(order) : null }),
    );
  }

  addPaymentSource({
    gatewayId,
    description,
    isPrimary,
    paymentForm,
  }: NewPaymentSource): Promise<Result<PaymentSource, GatewayError>> {
    return mapAnswer(
      this.#client.post(PAYMENT_ENDPOINTS.addSource, {
        gatewayId,
        paymentForm,
        ...(description === undefined ? {} : { description }),
        ...(isPrimary === undefined ? {} : { isPrimaryPaymentSource: isPrimary }),
      }),
      craftPaymentSourceAnswerSchema,
      'response',
      PAYMENT_ENDPOINTS.addSource,
      ({ paymentSource }) => ({
        id: paymentSource.id,
        gatewayId: paymentSource.gatewayId,
        description: paymentSource.description ?? '',
      }),
    );
  }

  setPrimaryPaymentSource(id: number): Promise<Result<void, GatewayError>> {
    return doneAnswer(this.#client.post(PAYMENT_ENDPOINTS.setPrimarySource, { id }));
  }

  deletePaymentSource(id: number): Promise<Result<void, GatewayError>> {
    return doneAnswer(this.#client.post(PAYMENT_ENDPOINTS.deleteSource, { id }));
  }
}
