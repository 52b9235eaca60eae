// Commerce's Manual gateway: authorize only, always succeeds (the order completes unpaid); a refund is
// only recorded; no payment sources, no subscriptions.
import type { PaymentGateway } from '../../ports/payments/payment-gateway.ts';

export function manualGateway(): PaymentGateway {
  return {
    validate: () => ({}),
    pay: () =>
      Promise.resolve({ type: 'authorize', status: 'success', reference: '', message: '' }),
    // No money moved through the shop: the refund is recorded, staff pay it back themselves.
    refund: () =>
      Promise.resolve({
        status: 'success',
        reference: '',
        message: 'Recorded only: pay the money back outside the shop.',
      }),
    completePayment: null,
    paymentSources: null,
    subscriptions: null,
  };
}
