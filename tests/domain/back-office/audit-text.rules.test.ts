import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditChangeText, auditSubject } from '../../../src/domain/back-office/audit-text.rules';

describe("a staff change as the back office's log reads it", () => {
  it('names each field and shows money, statuses and flags as staff read them', () => {
    expect(
      auditChangeText({
        entityType: 'variant',
        changes: [
          { field: 'stock', from: null, to: 5 },
          { field: 'priceMinor', from: 1_000, to: 1_250 },
        ],
      }),
    ).toBe('stock: not counted → 5; price: $10.00 → $12.50');
    expect(
      auditChangeText({
        entityType: 'order',
        changes: [
          { field: 'status', from: 'processing', to: 'shipped' },
          { field: 'parcel', from: null, to: 'UPS 1Z999' },
        ],
      }),
    ).toBe('status: Being prepared → Shipped; parcel: UPS 1Z999');
    expect(
      auditChangeText({
        entityType: 'return',
        changes: [
          { field: 'status', from: 'approved', to: 'received' },
          { field: 'restocked', from: false, to: true },
        ],
      }),
    ).toBe('status: Approved → Received; back in stock: no → yes');
    expect(
      auditChangeText({
        entityType: 'order',
        changes: [{ field: 'paidStatus', from: 'unpaid', to: 'paid' }],
      }),
    ).toBe('payment: Unpaid → Paid');
  });

  it('shows any amount in cents exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (minor) => {
        const text = auditChangeText({
          entityType: 'return',
          changes: [{ field: 'refundedMinor', from: 0, to: minor }],
        });
        expect(text).toBe(`refunded: $0.00 → $${(minor / 100).toFixed(2)}`);
      }),
    );
  });

  it('falls back to the kind and id when the record is gone', () => {
    expect(auditSubject({ entityType: 'variant', entityId: 7, entityLabel: null })).toBe(
      'variant 7',
    );
    expect(auditSubject({ entityType: 'order', entityId: 7, entityLabel: 'Order HW-1' })).toBe(
      'Order HW-1',
    );
  });
});
