// A payment gateway adapter (Commerce's gateway classes): validates its payment form and takes a payment.
// Payment sources and subscriptions are capabilities a gateway may have (null when it has not).
import type { Result } from '../../domain/shared/result.ts';

/** The submitted `paymentForm[<handle>]` fields. */
export type PaymentFormInput = Readonly<Record<string, unknown>>;

export type PaymentType = 'purchase' | 'authorize';

/** Errors by field, with Craft's messages. */
export type FormErrors = Readonly<Record<string, readonly string[]>>;

export interface PaymentRequest {
  readonly form: PaymentFormInput;
  /** A stored payment source's token: the gateway charges it instead of reading the form. */
  readonly sourceToken?: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly now: Date;
  /** The order being paid (gateways pass it on as metadata). */
  readonly orderNumber: string;
  /** The hash the transaction will be stored under (complete-payment's `commerceTransactionHash`). */
  readonly transactionHash: string;
}

export interface PaymentOutcome {
  readonly type: PaymentType;
  /** `redirect`: the shopper must finish off-site (e.g. 3-D Secure); complete-payment finishes it. */
  readonly status: 'success' | 'failed' | 'processing' | 'redirect';
  readonly reference: string;
  readonly message: string;
  /** The off-site URL for a `redirect`. */
  readonly redirect?: string;
}

/** Money going back on a payment the gateway took. */
export interface RefundRequest {
  /** the gateway's reference of the payment refunded (a transaction's `reference`) */
  readonly paymentReference: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly orderNumber: string;
  /** the hash the refund's transaction is stored under: also the gateway's idempotency key */
  readonly transactionHash: string;
  readonly now: Date;
}

export interface RefundOutcome {
  readonly status: 'success' | 'failed';
  readonly reference: string;
  readonly message: string;
}

/** A tokenised card: never the full number. */
export interface TokenisedSource {
  readonly token: string;
  readonly description: string;
  /** The gateway's answer as it keeps it (Commerce's `response`). */
  readonly response: string;
}

export interface PaymentSourceSupport {
  /** Turns a payment form into a stored token; form errors when the form cannot be used. */
  tokenise(form: PaymentFormInput, now: Date): Promise<Result<TokenisedSource, FormErrors>>;
}

export interface GatewaySubscription {
  readonly reference: string;
  readonly trialDays: number;
  readonly nextPaymentDate: Date | null;
  readonly subscriptionData: Readonly<Record<string, unknown>>;
}

export interface SubscriptionSupport {
  subscribe(input: {
    readonly planReference: string;
    readonly customerEmail: string;
    readonly now: Date;
  }): Promise<Result<GatewaySubscription, string>>;
  cancel(reference: string): Promise<boolean>;
  switchPlan(reference: string, planReference: string): Promise<boolean>;
  /** False for gateways that cannot reactivate (Commerce's Dummy). */
  readonly supportsReactivation: boolean;
  reactivate(reference: string): Promise<boolean>;
}

export interface PaymentGateway {
  /** Errors of the payment form by field (Craft's messages); empty when the form is valid. */
  validate(form: PaymentFormInput, now: Date): FormErrors;
  /** Takes (purchase) or reserves (authorize) the amount. Only called with a valid form or a source. */
  pay(request: PaymentRequest): Promise<PaymentOutcome>;
  /** Gives back (part of) a payment it took; a failure changes nothing at the gateway. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Finishes a `redirect` payment by its reference; null when the gateway never redirects. */
  readonly completePayment: ((reference: string) => Promise<PaymentOutcome>) | null;
  readonly paymentSources: PaymentSourceSupport | null;
  readonly subscriptions: SubscriptionSupport | null;
}
