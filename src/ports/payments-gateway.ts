import type { PaymentCompletion, PaymentResult } from '../domain/payment/payment';
import type { PaymentRequest, PaymentSource } from '../domain/payment/payment-source';
import type { GatewayError } from '../domain/http/gateway.errors';
import type { Result } from '../domain/shared/result';

export interface NewPaymentSource {
  readonly gatewayId: number;
  readonly description?: string;
  readonly isPrimary?: boolean;
  /** the gateway's form fields, keyed by gateway handle */
  readonly paymentForm: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Paying for orders and keeping saved payment sources (Craft Commerce payments controllers). */
export interface PaymentsGateway {
  pay(request: PaymentRequest): Promise<Result<PaymentResult, GatewayError>>;
  /** After an off-site gateway: where to go next, and the order when the return completed it. */
  completePayment(transactionHash: string): Promise<Result<PaymentCompletion, GatewayError>>;
  addPaymentSource(source: NewPaymentSource): Promise<Result<PaymentSource, GatewayError>>;
  setPrimaryPaymentSource(id: number): Promise<Result<void, GatewayError>>;
  deletePaymentSource(id: number): Promise<Result<void, GatewayError>>;
}
