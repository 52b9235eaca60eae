import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canCancelOrder,
  ORDER_CANCEL_MESSAGES,
  ORDER_STATUS_LABELS,
  orderStatusLabel,
  refundOnCancel,
} from '../../../src/domain/orders/order-fulfilment.rules';

const anyStatus = fc.oneof(
  fc.constantFrom('new', 'processing', 'shipped', 'delivered', 'cancelled'),
  fc.string(),
);

describe("an order's life after checkout, as the order page shows it", () => {
  it('offers cancelling only before a parcel left, and never without a back-end that follows orders', () => {
    fc.assert(
      fc.property(anyStatus, (status) => {
        expect(canCancelOrder({ status, timeline: [], parcels: [] })).toBe(
          status === 'new' || status === 'processing',
        );
      }),
    );
    expect(canCancelOrder(null)).toBe(false);
  });

  it('says a cancel refunds what was paid, and nothing for an order not paid yet', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('paid', 'overPaid', 'partial', 'unpaid', null),
        fc.integer({ min: 0, max: 1_000_000 }),
        (paidStatus, totalPrice) => {
          const refund = refundOnCancel({ paidStatus, totalPrice });
          expect(refund).toBe(paidStatus === 'paid' || paidStatus === 'overPaid' ? totalPrice : 0);
        },
      ),
    );
    expect(ORDER_CANCEL_MESSAGES.confirm('$258.00')).toBe(
      'Cancel this order? $258.00 will be refunded to your payment method.',
    );
    expect(ORDER_CANCEL_MESSAGES.confirm(null)).toBe(
      'Cancel this order? Nothing was paid for it, so nothing is refunded.',
    );
  });

  it('names every known status in words, and shows an unknown one as it came', () => {
    for (const status of Object.keys(ORDER_STATUS_LABELS))
      expect(orderStatusLabel(status)).not.toBe(status);
    expect(orderStatusLabel('on-hold')).toBe('on-hold');
  });
});
