import { describe, expect, it } from 'vitest';
import {
  lineItemErrorAttribute,
  lineItemErrorMessage,
  type LineItemError,
} from '../../../src/domain/pricing/pricing.errors.ts';
import { sumAdjustments } from '../../../src/domain/pricing/adjustment.rules.ts';
import { couponRemovedNotice, maxStockNotice } from '../../../src/domain/pricing/notice.rules.ts';

describe('messages', () => {
  it('line errors use Commerce texts under lineItems.<index>.qty', () => {
    const cases: [LineItemError, string][] = [
      [{ kind: 'qty-not-whole', index: 0 }, 'Qty must be an integer.'],
      [{ kind: 'qty-below-one', index: 1 }, 'Qty must be no less than 1.'],
      [
        { kind: 'out-of-stock', index: 2, description: 'Widget' },
        '“Widget” is currently out of stock.',
      ],
      [
        { kind: 'below-minimum-qty', index: 3, minimum: 2 },
        'Minimum order quantity for this item is 2.',
      ],
      [
        { kind: 'above-maximum-qty', index: 4, maximum: 5 },
        'Maximum order quantity for this item is 5.',
      ],
    ];
    for (const [error, text] of cases) {
      expect(lineItemErrorMessage(error)).toBe(text);
      expect(lineItemErrorAttribute(error)).toBe(`lineItems.${error.index}.qty`);
    }
  });

  it('notices use Commerce texts', () => {
    expect(couponRemovedNotice('Coupon not valid.').message).toBe(
      'Coupon removed: Coupon not valid.',
    );
    expect(maxStockNotice(3, 'Widget', 1)).toEqual({
      type: 'lineItemMaxStockReached',
      attribute: 'lineItems.3.qty',
      message: 'Widget only has 1 in stock.',
    });
  });

  it('refuses to add adjustments of another currency', () => {
    const euro = {
      type: 'tax' as const,
      name: 'VAT',
      description: '',
      amount: { minor: 1, currency: 'EUR' },
      included: false,
      lineItemId: null,
    };
    expect(() => sumAdjustments([euro], 'USD')).toThrow(RangeError);
  });
});
