// A payment gateway adapter (Commerce's gateway classes): validates its payment form and takes a payment.

/** The submitted `paymentForm[<handle>]` fields. */
export type PaymentFormInput = Readonly<Record<string, unknown>>;

export type PaymentType = 'purchase' | 'authorize';

export interface PaymentRequest {
  readonly form: PaymentFormInput;
  readonly amountMinor: number;
  readonly currency: string;
  readonly now: Date;
}

export interface PaymentOutcome {
  readonly type: PaymentType;
  readonly status: 'success' | 'failed' | 'processing';
  readonly reference: string;
  readonly message: string;
}

export interface PaymentGateway {
  /** Errors of the payment form by field (Craft's messages); empty when the form is valid. */
  validate(form: PaymentFormInput, now: Date): Readonly<Record<string, readonly string[]>>;
  /** Takes (purchase) or reserves (authorize) the amount. Only called with a valid form. */
  pay(request: PaymentRequest): Promise<PaymentOutcome>;
}
