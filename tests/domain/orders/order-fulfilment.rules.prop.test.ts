import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canCancelOrder,
  canRequestReturn,
  RETURN_WINDOW_DAYS,
  returnableQuantities,
  returnStatusLabel,
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
        expect(canCancelOrder({ status, timeline: [], parcels: [], returns: [] })).toBe(
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

describe('returns, as the order page offers them', () => {
  const DAY = 86_400_000;
  const delivered = '2026-11-01T12:00:00.000Z';
  const anOrder = (returns: { status: string; qty: number }[], status = 'delivered') => ({
    lineItems: [
      { id: 7, purchasableId: 70, qty: 3, description: 'Drill', price: 10, sku: 'D', subtotal: 30 },
    ],
    fulfilment: {
      status,
      timeline: [{ status: 'delivered', date: delivered }],
      parcels: [],
      returns: returns.map((request, index) => ({
        id: index + 1,
        status: request.status,
        reason: 'x',
        lines: [{ lineItemId: 7, qty: request.qty }],
        refunded: 0,
        dateCreated: delivered,
      })),
    },
  });
  const at = (days: number) => new Date(new Date(delivered).getTime() + days * DAY);

  it('leaves out units in returns that were not rejected', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom('requested', 'approved', 'rejected', 'refunded'),
            qty: fc.integer({ min: 1, max: 3 }),
          }),
          { maxLength: 4 },
        ),
        (returns) => {
          const taken = returns
            .filter((request) => request.status !== 'rejected')
            .reduce((sum, request) => sum + request.qty, 0);
          expect(returnableQuantities(anOrder(returns)).get(7)).toBe(Math.max(0, 3 - taken));
        },
      ),
    );
  });

  it('is offered within 30 days of delivery, with units left, and never before delivery', () => {
    expect(canRequestReturn(anOrder([]), at(RETURN_WINDOW_DAYS - 0.01))).toBe(true);
    expect(canRequestReturn(anOrder([]), at(RETURN_WINDOW_DAYS + 0.01))).toBe(false);
    expect(canRequestReturn(anOrder([{ status: 'requested', qty: 3 }]), at(1))).toBe(false);
    expect(canRequestReturn(anOrder([], 'shipped'), at(1))).toBe(false);
    expect(returnStatusLabel('refunded')).toBe('Refunded');
  });
});
