// Saving a cart writes only new and changed lines, and removes only the lines that went.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../src/domain/cart/cart.ts';
import { lineChanges, storesSameLine } from '../../src/domain/cart/line-changes.rules.ts';
import { money } from '../../src/domain/money/money.rules.ts';

const fields = fc.record({
  purchasableId: fc.integer({ min: 1, max: 3 }),
  qty: fc.integer({ min: 1, max: 3 }),
  note: fc.constantFrom('', 'gift'),
  options: fc.constantFrom<Record<string, unknown>>({}, { size: 'L' }, { a: 1, b: [2, { c: 3 }] }),
  price: fc.constantFrom(1000, 1200),
  salePrice: fc.constantFrom(900, 1000),
  description: fc.constantFrom('Drill', 'Drill: 18V'),
  sku: fc.constantFrom('D-1', 'D-2'),
});
type Fields = typeof fields extends fc.Arbitrary<infer F> ? F : never;

const lineOf = (id: number, f: Fields): LineItem => ({
  id,
  purchasableId: f.purchasableId,
  qty: f.qty,
  description: f.description,
  sku: f.sku,
  note: f.note,
  options: f.options,
  optionsSignature: JSON.stringify(f.options),
  price: money(f.price, 'USD'),
  salePrice: money(f.salePrice, 'USD'),
  dateCreated: new Date(0),
  dateUpdated: new Date(0),
});

/** Lines with distinct ids drawn from 1..6. */
const lines = fc
  .uniqueArray(fc.tuple(fc.integer({ min: 1, max: 6 }), fields), {
    selector: ([id]) => id,
    maxLength: 6,
  })
  .map((pairs) => pairs.map(([id, f]) => lineOf(id, f)));

/** What the stored lines are after the changes are applied to them. */
const apply = (stored: readonly LineItem[], next: readonly LineItem[]) => {
  const { written, removedIds } = lineChanges(stored, next);
  const result = new Map(stored.map((line) => [line.id, line]));
  for (const id of removedIds) result.delete(id);
  for (const line of written) result.set(line.id, line);
  return result;
};

describe('line changes', () => {
  it('turn the stored lines into exactly the cart’s lines', () => {
    fc.assert(
      fc.property(lines, lines, (stored, next) => {
        const result = apply(stored, next);
        expect([...result.keys()].sort()).toEqual(next.map((line) => line.id).sort());
        for (const line of next) expect(storesSameLine(result.get(line.id)!, line)).toBe(true);
      }),
    );
  });

  it('write nothing for lines that did not change, and everything that did', () => {
    fc.assert(
      fc.property(lines, lines, (stored, next) => {
        const { written, removedIds } = lineChanges(stored, next);
        const before = new Map(stored.map((line) => [line.id, line]));
        for (const line of next) {
          const old = before.get(line.id);
          const unchanged = old !== undefined && storesSameLine(old, line);
          expect(written.includes(line)).toBe(!unchanged);
        }
        expect(removedIds.every((id) => !next.some((line) => line.id === id))).toBe(true);
      }),
    );
  });

  it('saving the lines as read writes nothing', () => {
    fc.assert(
      fc.property(lines, (stored) => {
        expect(lineChanges(stored, stored)).toEqual({ written: [], removedIds: [] });
      }),
    );
  });

  it('compares options by content, not key order, and sees any other field change', () => {
    const line = lineOf(1, {
      purchasableId: 1,
      qty: 1,
      note: '',
      options: { a: 1, b: 2 },
      price: 1000,
      salePrice: 1000,
      description: 'Drill',
      sku: 'D-1',
    });
    expect(storesSameLine(line, { ...line, options: { b: 2, a: 1 } })).toBe(true);
    expect(storesSameLine(line, { ...line, dateUpdated: new Date() })).toBe(true);
    expect(storesSameLine(line, { ...line, qty: 2 })).toBe(false);
    expect(storesSameLine(line, { ...line, salePrice: money(900, 'USD') })).toBe(false);
    expect(storesSameLine(line, { ...line, options: { a: 2, b: 2 } })).toBe(false);
  });
});
