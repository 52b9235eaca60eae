import type { PaymentGateway, PaymentType } from '../../ports/payment-gateway.ts';
import { dummyGateway } from './dummy.gateway.ts';
import { manualGateway } from './manual.gateway.ts';

/** The adapter for a stored gateway's type ('dummy' | 'manual'), or null for an unknown type. */
export function paymentGatewayFor(type: string, paymentType: string): PaymentGateway | null {
  const mode: PaymentType = paymentType === 'authorize' ? 'authorize' : 'purchase';
  if (type === 'dummy') return dummyGateway(mode);
  if (type === 'manual') return manualGateway();
  return null;
}
