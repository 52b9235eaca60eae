import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOnSale, priceDisplay } from '../../../src/domain/catalog/price.rules';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  parseQuantity,
  QUANTITY_MESSAGE,
} from '../../../src/domain/catalog/quantity.rules';
import {
  LOW_STOCK_THRESHOLD,
  stockLabel,
  stockState,
} from '../../../src/domain/catalog/stock.rules';

const amount = fc.double({ min: 0, max: 1e6, noNaN: true });

describe('price display', () => {
  it('shows the sale price with the regular one struck through only when it is lower', () => {
    fc.assert(
      fc.property(amount, fc.option(amount, { nil: null }), (price, salePrice) => {
        const shown = priceDisplay({ price, salePrice });
        if (salePrice !== null && salePrice < price) {
          expect(shown).toEqual({ current: salePrice, original: price });
          expect(isOnSale(price, salePrice)).toBe(true);
        } else {
          expect(shown).toEqual({ current: price, original: null });
          expect(isOnSale(price, salePrice)).toBe(false);
        }
        expect(shown.current).toBeLessThanOrEqual(price);
      }),
    );
  });
});

describe('stock state', () => {
  it('untracked stock is always in stock', () => {
    expect(stockState({ stock: null })).toEqual({ kind: 'in-stock' });
  });

  it('nothing left is out of stock, a few left says how many, more is in stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 1000 }), (stock) => {
        const state = stockState({ stock });
        if (stock <= 0) expect(state.kind).toBe('out-of-stock');
        else if (stock <= LOW_STOCK_THRESHOLD)
          expect(state).toEqual({ kind: 'low-stock', left: stock });
        else expect(state.kind).toBe('in-stock');
      }),
    );
  });

  it('labels each state', () => {
    expect(stockLabel({ kind: 'in-stock' })).toBe('In stock');
    expect(stockLabel({ kind: 'low-stock', left: 3 })).toBe('Only 3 left');
    expect(stockLabel({ kind: 'out-of-stock' })).toBe('Out of stock');
  });
});

describe('quantity', () => {
  it('accepts every whole number in range, spaces around it ignored', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_QUANTITY, max: MAX_QUANTITY }), (quantity) => {
        expect(parseQuantity(` ${quantity} `)).toEqual({ ok: true, value: quantity });
      }),
    );
  });

  it('refuses out-of-range numbers, fractions and text with the same message', () => {
    for (const raw of ['0', '', 'two', '1.5', '-3', String(MAX_QUANTITY + 1), '1e3']) {
      expect(parseQuantity(raw)).toEqual({ ok: false, error: QUANTITY_MESSAGE });
    }
  });
});
