// Stripe through the official SDK, server-side PaymentIntents (as Commerce's Stripe plugin): the
// storefront collects the card with Stripe.js and sends `paymentForm[stripe][paymentMethodId]`; the
// intent is created, then confirmed; 3-D Secure answers `redirect`, and complete-payment retrieves the
// intent to finish it. Payment sources and subscriptions need Stripe customers: not offered here.
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type {
  PaymentFormInput,
  PaymentGateway,
  PaymentOutcome,
  PaymentType,
} from '../../../ports/payments/payment-gateway.ts';

export interface StripeSettings {
  readonly secretKey: string;
  /** Overrides Stripe's API address (tests, proxies): `protocol://host:port`. */
  readonly apiBaseUrl: string | undefined;
  /** Where Stripe sends the shopper back after an off-site step; the transaction hash is appended. */
  readonly returnUrl: string;
}

export const STRIPE_FORM_ERRORS = {
  paymentMethodId: ['Payment method cannot be blank.'],
} as const;

const paymentMethodOf = (form: PaymentFormInput): string => {
  const value = form.paymentMethodId;
  return typeof value === 'string' ? value.trim() : '';
};

// The SDK is loaded when a Stripe gateway is first built (STRIPE_SECRET_KEY set), never at start-up
// of a shop that does not use Stripe.
const requireModule = createRequire(import.meta.url);
const stripeSdk = (): typeof Stripe => requireModule('stripe') as typeof Stripe;

/** The SDK's connection options; an override URL replaces Stripe's host, port and protocol. */
export function stripeClientConfig(apiBaseUrl: string | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false };
  if (!apiBaseUrl) return base;
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...base,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

function outcomeOf(intent: Stripe.PaymentIntent, type: PaymentType): PaymentOutcome {
  const reference = intent.id;
  switch (intent.status) {
    case 'succeeded':
      return { type, status: 'success', reference, message: '' };
    case 'requires_capture':
      return { type: 'authorize', status: 'success', reference, message: '' };
    case 'processing':
      return { type, status: 'processing', reference, message: '' };
    case 'requires_action': {
      const url = intent.next_action?.redirect_to_url?.url;
      return url
        ? { type, status: 'redirect', reference, message: '', redirect: url }
        : {
            type,
            status: 'failed',
            reference,
            message: 'The payment needs an action we cannot take.',
          };
    }
    default:
      return {
        type,
        status: 'failed',
        reference,
        message: intent.last_payment_error?.message ?? 'The payment was not completed.',
      };
  }
}

const failed = (type: PaymentType, error: unknown): PaymentOutcome => ({
  type,
  status: 'failed',
  reference: '',
  message:
    error instanceof stripeSdk().errors.StripeError
      ? error.message
      : 'The payment provider did not answer.',
});

/** Refunds (part of) a PaymentIntent, keyed by the refund's transaction hash. */
const stripeRefund =
  (client: Stripe, paymentType: PaymentType): PaymentGateway['refund'] =>
  async ({ paymentReference, amountMinor, orderNumber, transactionHash }) => {
    try {
      const refund = await client.refunds.create(
        {
          payment_intent: paymentReference,
          amount: amountMinor,
          metadata: { orderNumber, transactionHash },
        },
        { idempotencyKey: `refund-${transactionHash}` },
      );
      const done = refund.status === 'succeeded' || refund.status === 'pending';
      return {
        status: done ? 'success' : 'failed',
        reference: refund.id,
        message: done ? '' : (refund.failure_reason ?? 'The refund was not made.'),
      };
    } catch (error) {
      const { reference, message } = failed(paymentType, error);
      return { status: 'failed', reference, message };
    }
  };

export function stripeGateway(
  paymentType: PaymentType,
  settings: StripeSettings,
  client: Stripe = new (stripeSdk())(settings.secretKey, stripeClientConfig(settings.apiBaseUrl)),
): PaymentGateway {
  return {
    validate: (form) => (paymentMethodOf(form) ? {} : STRIPE_FORM_ERRORS),
    async pay({ form, amountMinor, currency, orderNumber, transactionHash }) {
      try {
        const created = await client.paymentIntents.create(
          {
            amount: amountMinor,
            currency: currency.toLowerCase(),
            payment_method: paymentMethodOf(form),
            capture_method: paymentType === 'authorize' ? 'manual' : 'automatic',
            metadata: { orderNumber, transactionHash },
          },
          { idempotencyKey: `create-${transactionHash}` },
        );
        const confirmed = await client.paymentIntents.confirm(
          created.id,
          { return_url: `${settings.returnUrl}?commerceTransactionHash=${transactionHash}` },
          { idempotencyKey: `confirm-${transactionHash}` },
        );
        return outcomeOf(confirmed, paymentType);
      } catch (error) {
        return failed(paymentType, error);
      }
    },
    refund: stripeRefund(client, paymentType),
    async completePayment(reference) {
      try {
        return outcomeOf(await client.paymentIntents.retrieve(reference), paymentType);
      } catch (error) {
        return failed(paymentType, error);
      }
    },
    paymentSources: null,
    subscriptions: null,
  };
}
