import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  STAFF_CATALOG_MESSAGES,
  typedAmount,
  typedMinor,
  variantChange,
} from '../../../src/domain/back-office/staff-catalog.rules';

const minor = fc.integer({ min: 0, max: 99_999_999 });
const stock = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 1_000_000_000 }));

describe("a variant's stock and price as staff type them", () => {
  it('reads every amount it shows back exactly', () => {
    fc.assert(
      fc.property(minor, (amount) => {
        expect(typedMinor(typedAmount(amount))).toBe(amount);
      }),
    );
  });

  it('sends only the fields that change, and refuses a save that changes nothing', () => {
    fc.assert(
      fc.property(
        stock,
        minor,
        stock,
        minor,
        (stockBefore, priceBefore, stockTyped, priceTyped) => {
          const variant = { stock: stockBefore, priceMinor: priceBefore };
          const typed = {
            stock: stockTyped === null ? '' : String(stockTyped),
            price: typedAmount(priceTyped),
          };
          const change = variantChange(variant, typed);
          if (stockTyped === null && stockBefore !== null) {
            expect(change).toEqual({ ok: false, error: STAFF_CATALOG_MESSAGES.stock });
            return;
          }
          const expected = {
            ...(stockTyped !== null && stockTyped !== stockBefore ? { stock: stockTyped } : {}),
            ...(priceTyped !== priceBefore ? { priceMinor: priceTyped } : {}),
          };
          expect(change).toEqual(
            Object.keys(expected).length === 0
              ? { ok: false, error: STAFF_CATALOG_MESSAGES.unchanged }
              : { ok: true, value: expected },
          );
        },
      ),
    );
  });

  it('refuses what is not a whole stock or an amount', () => {
    const variant = { stock: 3, priceMinor: 1_000 };
    for (const typedStock of ['-1', '2.5', 'lots', '1e3', '99999999999'])
      expect(variantChange(variant, { stock: typedStock, price: '10.00' })).toEqual({
        ok: false,
        error: STAFF_CATALOG_MESSAGES.stock,
      });
    for (const price of ['', '-1', '10.001', '$10', '10,00'])
      expect(variantChange(variant, { stock: '3', price })).toEqual({
        ok: false,
        error: STAFF_CATALOG_MESSAGES.price,
      });
  });
});
