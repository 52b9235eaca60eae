/** A saved card or token (payment source fields beyond these are not shown). */
export interface PaymentSource {
  readonly id: number;
  readonly gatewayId: number;
  readonly description: string;
}

/** What POST actions/commerce/payments/pay is given. */
export interface PaymentRequest {
  /** pay an order other than the session's cart; needs the order's e-mail */
  readonly number?: string;
  readonly email?: string;
  readonly gatewayId?: number;
  readonly paymentSourceId?: number;
  /** the gateway's form fields, keyed by gateway handle (e.g. { dummy: { number, cvv, … } }) */
  readonly paymentForm?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** A subscription action's answer; subscription fields are not shown. */
export interface SubscriptionResult {
  readonly message: string | null;
}
