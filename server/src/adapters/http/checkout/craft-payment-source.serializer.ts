import type { PaymentSource } from '../../../domain/payments/payment-source.ts';

/** Commerce's PaymentSource model as JSON (the token is the gateway's, never card data). */
export const serializePaymentSource = (source: PaymentSource) => ({
  id: source.id,
  uid: source.uid,
  customerId: source.customerId,
  gatewayId: source.gatewayId,
  token: source.token,
  description: source.description,
  response: source.response,
  isPrimary: source.isPrimary,
});
