import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditChangeText, auditSubject } from '../../../src/domain/back-office/audit-text.rules';
import { formatMoney } from '../../../src/domain/money/money.rules';

// The shop's own money format, as the back office passes it.
const dollars = (minor: number) => formatMoney(minor / 100, { currency: 'USD', locale: 'en-US' });

describe("a staff change as the back office's log reads it", () => {
  it('names each field and shows money, statuses and flags as staff read them', () => {
    expect(
      auditChangeText(
        {
          entityType: 'variant',
          changes: [
            { field: 'stock', from: null, to: 5 },
            { field: 'priceMinor', from: 1_000, to: 1_250 },
          ],
        },
        dollars,
      ),
    ).toBe('stock: not counted → 5; price: $10.00 → $12.50');
    expect(
      auditChangeText(
        {
          entityType: 'order',
          changes: [
            { field: 'status', from: 'processing', to: 'shipped' },
            { field: 'parcel', from: null, to: 'UPS 1Z999' },
          ],
        },
        dollars,
      ),
    ).toBe('status: Being prepared → Shipped; parcel: UPS 1Z999');
    expect(
      auditChangeText(
        {
          entityType: 'return',
          changes: [
            { field: 'status', from: 'approved', to: 'received' },
            { field: 'restocked', from: false, to: true },
          ],
        },
        dollars,
      ),
    ).toBe('status: Approved → Received; back in stock: no → yes');
    expect(
      auditChangeText(
        {
          entityType: 'order',
          changes: [{ field: 'paidStatus', from: 'unpaid', to: 'paid' }],
        },
        dollars,
      ),
    ).toBe('payment: Unpaid → Paid');
  });

  it('shows any amount in cents exactly, in the format it is given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (minor) => {
        const text = auditChangeText(
          { entityType: 'return', changes: [{ field: 'refundedMinor', from: 0, to: minor }] },
          (cents) => `<${cents}>`,
        );
        expect(text).toBe(`refunded: <0> → <${minor}>`);
      }),
    );
    expect(
      auditChangeText(
        { entityType: 'return', changes: [{ field: 'refundedMinor', from: 0, to: 123_456 }] },
        dollars,
      ),
    ).toBe('refunded: $0.00 → $1,234.56');
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
