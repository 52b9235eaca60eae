import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../../../src/domain/money/money.rules.ts';
import type { OrderPaymentLine } from '../../../src/domain/orders/order.ts';
import {
  amountPaid,
  completedOrderTotals,
  lineTotal,
} from '../../../src/domain/orders/order-totals.rules.ts';
import type { Adjustment } from '../../../src/domain/pricing/adjustment.ts';

const USD = (minor: number) => money(minor, 'USD');

const lineArb = fc.record({
  id: fc.integer({ min: 1, max: 1_000 }),
  qty: fc.integer({ min: 1, max: 50 }),
  salePrice: fc.integer({ min: 0, max: 100_000 }).map(USD),
});
const linesArb = fc.uniqueArray(lineArb, { selector: (line) => line.id, maxLength: 6 });

const adjustmentArb = (lineIds: readonly number[]) =>
  fc.record({
    type: fc.constantFrom('discount' as const, 'shipping' as const, 'tax' as const),
    name: fc.constantFrom('WELCOME10', 'Standard', 'Sales tax'),
    description: fc.constant(''),
    amount: fc.integer({ min: -5_000, max: 5_000 }).map(USD),
    included: fc.boolean(),
    lineItemId: fc.constantFrom(null, ...lineIds),
  });

const orderArb = linesArb.chain((lines) =>
  fc.record({
    lines: fc.constant(lines),
    adjustments: fc.array(adjustmentArb(lines.map((line) => line.id)), { maxLength: 8 }),
  }),
);

const sumOf = (adjustments: readonly Adjustment[], type: Adjustment['type'], included: boolean) =>
  adjustments
    .filter((adjustment) => adjustment.type === type && adjustment.included === included)
    .reduce((total, adjustment) => total + adjustment.amount.minor, 0);

describe('completed order totals', () => {
  it('item subtotal is Σ qty × paid price; each kind is Σ of its added adjustments', () => {
    fc.assert(
      fc.property(orderArb, ({ lines, adjustments }) => {
        const totals = completedOrderTotals({
          currency: 'USD',
          lines,
          adjustments,
          totalPrice: USD(0),
          transactions: [],
        });
        const subtotal = lines.reduce((total, line) => total + line.qty * line.salePrice.minor, 0);
        expect(totals.itemSubtotal.minor).toBe(subtotal);
        expect(totals.totalDiscount.minor).toBe(sumOf(adjustments, 'discount', false));
        expect(totals.totalShippingCost.minor).toBe(sumOf(adjustments, 'shipping', false));
        expect(totals.totalTax.minor).toBe(sumOf(adjustments, 'tax', false));
        expect(totals.totalTaxIncluded.minor).toBe(sumOf(adjustments, 'tax', true));
      }),
    );
  });

  it('the line totals and the order-level adjustments add up to subtotal plus added adjustments', () => {
    fc.assert(
      fc.property(orderArb, ({ lines, adjustments }) => {
        const lineTotals = lines.reduce(
          (total, line) => total + lineTotal(line, adjustments).minor,
          0,
        );
        const orderLevel = adjustments
          .filter((adjustment) => adjustment.lineItemId === null && !adjustment.included)
          .reduce((total, adjustment) => total + adjustment.amount.minor, 0);
        const totals = completedOrderTotals({
          currency: 'USD',
          lines,
          adjustments,
          totalPrice: USD(0),
          transactions: [],
        });
        expect(lineTotals + orderLevel).toBe(
          totals.itemSubtotal.minor +
            totals.totalDiscount.minor +
            totals.totalShippingCost.minor +
            totals.totalTax.minor,
        );
      }),
    );
  });

  it('counts only successful purchases and captures as paid, less refunds', () => {
    const paymentArb = fc.record({
      type: fc.constantFrom('purchase', 'authorize', 'capture', 'refund'),
      status: fc.constantFrom('success', 'failed', 'processing'),
      amount: fc.integer({ min: 0, max: 50_000 }).map(USD),
    });
    fc.assert(
      fc.property(fc.array(paymentArb, { maxLength: 8 }), (payments: OrderPaymentLine[]) => {
        const expected = payments.reduce((total, payment) => {
          if (payment.status !== 'success') return total;
          if (payment.type === 'refund') return total - payment.amount.minor;
          if (payment.type === 'authorize') return total;
          return total + payment.amount.minor;
        }, 0);
        expect(amountPaid(payments, 'USD').minor).toBe(expected);
      }),
    );
  });

  it('the outstanding balance is the stored total less what was paid', () => {
    const totals = completedOrderTotals({
      currency: 'USD',
      lines: [{ id: 1, qty: 2, salePrice: USD(1500) }],
      adjustments: [],
      totalPrice: USD(3000),
      transactions: [
        { type: 'purchase', status: 'failed', amount: USD(3000) },
        { type: 'purchase', status: 'success', amount: USD(1000) },
      ],
    });
    expect(totals.totalPaid.minor).toBe(1000);
    expect(totals.outstandingBalance.minor).toBe(2000);
  });
});
