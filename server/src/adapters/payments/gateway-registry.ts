import type { PaymentGateway, PaymentType } from '../../ports/payments/payment-gateway.ts';
import type { RandomSource } from '../../ports/system/random-source.ts';
import { dummyGateway } from './dummy.gateway.ts';
import { manualGateway } from './manual.gateway.ts';
import { type StripeSettings, stripeGateway } from './stripe/stripe.gateway.ts';

/** Gateway types that take test payments (Commerce's Dummy): never in production. */
export const TEST_GATEWAY_TYPES: readonly string[] = ['dummy'];

export interface GatewayRegistrySettings {
  readonly random: RandomSource;
  /** Whether test gateways get an adapter (outside production); without one they accept no payment. */
  readonly testGateways: boolean;
  /** Stripe is offered only when configured (STRIPE_SECRET_KEY). */
  readonly stripe: StripeSettings | undefined;
}

export type PaymentGatewayFor = (type: string, paymentType: string) => PaymentGateway | null;

/** The adapter for a stored gateway's type ('dummy' | 'manual' | 'stripe'), or null when there is none. */
export function paymentGatewayRegistry(settings: GatewayRegistrySettings): PaymentGatewayFor {
  const stripeByMode = new Map<PaymentType, PaymentGateway>();
  return (type, paymentType) => {
    const mode: PaymentType = paymentType === 'authorize' ? 'authorize' : 'purchase';
    if (TEST_GATEWAY_TYPES.includes(type) && !settings.testGateways) return null;
    if (type === 'dummy') return dummyGateway(mode, settings.random);
    if (type === 'manual') return manualGateway();
    if (type === 'stripe' && settings.stripe) {
      // One SDK client per mode: it keeps its connections.
      const known = stripeByMode.get(mode);
      if (known) return known;
      const made = stripeGateway(mode, settings.stripe);
      stripeByMode.set(mode, made);
      return made;
    }
    return null;
  };
}
