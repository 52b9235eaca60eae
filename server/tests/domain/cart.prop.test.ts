import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../src/domain/cart/cart.ts';
import {
  canContinueCart,
  cartTotals,
  isCartNumber,
  newCart,
} from '../../src/domain/cart/cart.rules.ts';
import { money } from '../../src/domain/money/money.rules.ts';

const lineItem = fc
  .record({
    id: fc.nat(),
    purchasableId: fc.nat(),
    qty: fc.integer({ min: 1, max: 1000 }),
    price: fc.integer({ min: 0, max: 1_000_000 }),
  })
  .map(({ id, purchasableId, qty, price }): LineItem => ({
    id,
    purchasableId,
    qty,
    description: 'Item',
    sku: `SKU-${id}`,
    note: '',
    options: {},
    optionsSignature: '',
    price: money(price, 'USD'),
    salePrice: money(price, 'USD'),
    dateCreated: null,
    dateUpdated: null,
  }));

describe('cart rules', () => {
  it('a new cart is unsaved, empty and totals zero', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{32}$/), (number) => {
        const cart = newCart(number, 'USD');
        const totals = cartTotals(cart);
        expect(cart.id).toBeNull();
        expect(totals.totalQty).toBe(0);
        expect(totals.totalPrice).toEqual(money(0, 'USD'));
      }),
    );
  });

  it('totals are the sums of quantity and quantity × sale price', () => {
    fc.assert(
      fc.property(fc.array(lineItem, { maxLength: 20 }), (lines) => {
        const totals = cartTotals({ ...newCart('0'.repeat(32), 'USD'), lineItems: lines });
        expect(totals.totalQty).toBe(lines.reduce((n, l) => n + l.qty, 0));
        expect(totals.itemSubtotal.minor).toBe(
          lines.reduce((n, l) => n + l.qty * l.salePrice.minor, 0),
        );
        expect(totals.totalPrice).toEqual(totals.itemSubtotal);
      }),
    );
  });

  it('recognises only 32 lowercase hex characters as a cart number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{32}$/), (n) => {
        expect(isCartNumber(n)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!/^[0-9a-f]{32}$/.test(s));
        expect(isCartNumber(s)).toBe(false);
      }),
    );
  });

  it('continues only a stored cart that is not completed', () => {
    expect(canContinueCart(null)).toBe(false);
    expect(canContinueCart({ isCompleted: true })).toBe(false);
    expect(canContinueCart({ isCompleted: false })).toBe(true);
  });
});
