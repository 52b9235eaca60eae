import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMarkPaid,
  refundAmountMinor,
  staffOrderActions,
  staffReturnActions,
} from '../../../src/domain/back-office/staff-actions.rules';

const anyStatus = fc.oneof(
  fc.constantFrom('new', 'processing', 'shipped', 'delivered', 'cancelled'),
  fc.string(),
);
const anyPaid = fc.oneof(
  fc.constantFrom('paid', 'overPaid', 'partial', 'unpaid'),
  fc.constant(null),
  fc.string(),
);

describe('the steps the back office offers on an order', () => {
  it('follows the flow: prepare a paid new order, ship, deliver; cancel only before shipping', () => {
    fc.assert(
      fc.property(anyStatus, anyPaid, (status, paidStatus) => {
        const actions = staffOrderActions({ status, paidStatus });
        const paid = paidStatus === 'paid' || paidStatus === 'overPaid';
        expect(actions.includes('process')).toBe(status === 'new' && paid);
        expect(actions.includes('ship')).toBe(status === 'processing' || status === 'shipped');
        expect(actions.includes('deliver')).toBe(status === 'shipped');
        expect(actions.includes('cancel')).toBe(status === 'new' || status === 'processing');
      }),
    );
  });

  it('offers one kind of step per return status, and none once it is settled', () => {
    expect(staffReturnActions({ status: 'requested' })).toEqual(['approve', 'reject']);
    expect(staffReturnActions({ status: 'approved' })).toEqual(['receive']);
    expect(staffReturnActions({ status: 'received' })).toEqual(['refund']);
    for (const status of ['rejected', 'refunded', 'unknown'])
      expect(staffReturnActions({ status })).toEqual([]);
  });
});

describe('marking a pay-by-invoice order paid', () => {
  const payment = fc.record({
    type: fc.constantFrom('authorize', 'capture', 'purchase', 'refund'),
    status: fc.constantFrom('success', 'failed', 'pending'),
  });
  it('is offered only while an authorization stands uncaptured on an unpaid, live order', () => {
    fc.assert(
      fc.property(
        anyStatus,
        anyPaid,
        fc.array(payment, { maxLength: 4 }),
        (status, paidStatus, kinds) => {
          const payments = kinds.map((kind, id) => ({
            ...kind,
            id,
            amount: 10,
            amountAsCurrency: '$10.00',
            reference: null,
            message: null,
            dateCreated: '2026-11-29',
          }));
          const has = (type: string) =>
            kinds.some((kind) => kind.type === type && kind.status === 'success');
          const paid = paidStatus === 'paid' || paidStatus === 'overPaid';
          expect(canMarkPaid({ status, paidStatus, payments })).toBe(
            status !== 'cancelled' && !paid && has('authorize') && !has('capture'),
          );
        },
      ),
    );
  });
});

describe('a refund amount as staff type it', () => {
  it('reads any amount in cents up to the limit back exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (minor, extra) => {
          const limit = minor + extra;
          const typed = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
          expect(refundAmountMinor(typed, limit)).toBe(minor);
          expect(refundAmountMinor(` ${typed} `, limit)).toBe(minor);
        },
      ),
    );
  });

  it('never gives more than the limit, nothing, or a figure it cannot read', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 10_000_000 }), (typed, limit) => {
        const minor = refundAmountMinor(typed, limit);
        if (minor !== null) {
          expect(Number.isSafeInteger(minor)).toBe(true);
          expect(minor).toBeGreaterThanOrEqual(1);
          expect(minor).toBeLessThanOrEqual(limit);
        }
      }),
    );
    expect(refundAmountMinor('50', 5_000)).toBe(5_000);
    expect(refundAmountMinor('50.5', 10_000)).toBe(5_050);
    for (const typed of ['50.001', '-1', '0', '0.00', '1e3', '12,50', '', '$5', '50.01'])
      expect(refundAmountMinor(typed, 5_000)).toBeNull();
  });
});
