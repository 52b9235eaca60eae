// payments/pay's command, results and messages, shared by its steps (pay-order.ts runs them).
import type { OrderPayment, StoredTransaction } from '../../ports/checkout/checkout-repository.ts';
import type { PaymentFormInput } from '../../ports/payments/payment-gateway.ts';
import type { PaymentSourceRepository } from '../../ports/payments/payment-source-repository.ts';
import type { CartView } from '../cart/current-cart.ts';
import type { CheckoutDeps } from './complete-order.ts';
import type { PayOrderParams } from './pay-params.ts';

/** Commerce's store settings read by payments/pay. */
export interface CheckoutAddressRules {
  readonly requireBillingAddressAtCheckout: boolean;
  readonly requireShippingAddressAtCheckout: boolean;
}

export interface PayDeps extends CheckoutDeps {
  readonly paymentSources: Pick<PaymentSourceRepository, 'find'>;
  readonly checkoutAddresses: CheckoutAddressRules;
}

export interface PayCommand {
  readonly number?: string;
  readonly email?: string;
  readonly gatewayId?: number;
  /** A stored payment source of the signed-in customer: charged instead of a payment form. */
  readonly paymentSourceId?: number;
  /** `paymentForm[<gatewayHandle>]`, by handle. */
  readonly paymentForm: Readonly<Record<string, PaymentFormInput>>;
  /** Set on the cart before paying, as update-cart sets them. */
  readonly orderParams: PayOrderParams;
  /** Keep the charged card as a payment source of the signed-in customer. */
  readonly savePaymentSource: boolean;
  /** An ISO code; only the store's own currency is accepted. */
  readonly paymentCurrency?: string;
  /** The amount to pay in major units, already checked to be signed by this server. */
  readonly paymentAmount?: string;
}

export const PAY_MESSAGES = {
  notFound: 'Can not find an order to pay.',
  emailRequired: 'Email required to make payments on a completed order.',
  empty: 'Order can not be empty.',
  noGateway: 'There is no gateway or payment source available for use with this order.',
  noEmail: 'No customer email address exists on this cart.',
  alreadyPaid: 'This order has already been paid.',
  shippingAddress: 'Shipping address required.',
  billingAddress: 'Billing address required.',
  changed:
    'Something changed with the order before payment, please review your order and submit payment again.',
  invalid: 'Invalid payment or order. Please review.',
} as const;

/** `cart` when paying the session cart, `order` when a number was given (Craft's variable name). */
export type OrderKey = 'cart' | 'order';

export type PayError =
  | { readonly kind: 'not-found' }
  | {
      readonly kind: 'failure';
      /** `plain`: Craft's asFailure (order + message); `model`: asModelFailure with the payment form. */
      readonly shape: 'plain' | 'model';
      readonly key: OrderKey;
      readonly view: CartView;
      readonly payment: OrderPayment | null;
      readonly message: string;
      readonly errors: Readonly<Record<string, readonly string[]>>;
      readonly paymentFormErrors: Readonly<Record<string, readonly string[]>>;
      readonly paymentForm: PaymentFormInput;
    };

export interface PaySuccess {
  readonly key: OrderKey;
  readonly view: CartView;
  readonly payment: OrderPayment;
  /** null for a free order: it completes without a gateway call. */
  readonly transaction: StoredTransaction | null;
  /** The gateway's off-site URL when the payment continues there (the order is not complete yet). */
  readonly redirect: string | null;
  /** The submitted form of the gateway paid with (`{}` when there was none). */
  readonly paymentForm: PaymentFormInput;
}
