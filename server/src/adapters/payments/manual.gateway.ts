// Commerce's Manual gateway: authorize only, always succeeds (the order completes unpaid); no payment
// sources, no subscriptions.
import type { PaymentGateway } from '../../ports/payments/payment-gateway.ts';

export function manualGateway(): PaymentGateway {
  return {
    validate: () => ({}),
    pay: () =>
      Promise.resolve({ type: 'authorize', status: 'success', reference: '', message: '' }),
    completePayment: null,
    paymentSources: null,
    subscriptions: null,
  };
}
