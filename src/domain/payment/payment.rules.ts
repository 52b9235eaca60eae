import type { PaymentResult, PaymentState } from './payment';

export const noPayment: PaymentState = {
  paymentCompleted: false,
  orderReference: null,
  orderCompletedEmail: null,
};

/**
 * After payment the flag is set and the order reference and completed e-mail are kept. Craft fills
 * orderCompletedEmail on completion; the order e-mail stands in when it is missing.
 */
export const completePayment = ({ order }: PaymentResult): PaymentState => ({
  paymentCompleted: true,
  orderReference: order.reference,
  orderCompletedEmail: order.orderCompletedEmail ?? order.email,
});

/** The gateways a shopper may choose, in the store's order; archived ones are never offered. */
export const selectableGateways = <
  T extends { readonly sortOrder: number; readonly isArchived: boolean },
>(
  gateways: readonly T[],
): readonly T[] =>
  gateways.filter((gateway) => !gateway.isArchived).toSorted((a, b) => a.sortOrder - b.sortOrder);
