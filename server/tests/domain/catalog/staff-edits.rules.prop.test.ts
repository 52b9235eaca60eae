import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStaffProductQuery } from '../../../src/domain/catalog/staff-catalog-query.rules.ts';
import {
  changesOf,
  parseProductEdit,
  parseVariantEdit,
} from '../../../src/domain/catalog/staff-edits.rules.ts';

const MAX = 2 ** 31 - 1;
const amount = fc.integer({ min: 0, max: MAX });
const notAnAmount = fc.oneof(
  fc.integer({ max: -1 }),
  fc.constantFrom(MAX + 1, 2 ** 40, Number.MAX_SAFE_INTEGER + 2),
  fc.double().filter((n) => !Number.isInteger(n)),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer()),
);

describe("staff's catalogue edits", () => {
  it('accepts any whole stock and price from 0 to the column limit, and only those', () => {
    fc.assert(
      fc.property(fc.option(amount, { nil: undefined }), amount, (stock, priceMinor) => {
        const edit = parseVariantEdit({ ...(stock === undefined ? {} : { stock }), priceMinor });
        expect(edit).toEqual({
          ok: true,
          value: { ...(stock === undefined ? {} : { stock }), priceMinor },
        });
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('stock', 'priceMinor'), notAnAmount, (field, value) => {
        expect(parseVariantEdit({ [field]: value }).ok).toBe(false);
      }),
    );
  });

  it('refuses any field it does not know, except the ones the transport adds', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1 })
          .filter((key) => !['stock', 'priceMinor', 'enabled'].includes(key)),
        fc.jsonValue(),
        (key, value) => {
          const variant = parseVariantEdit({ stock: 1, [key]: value });
          const product = parseProductEdit({ enabled: true, [key]: value });
          expect(variant.ok).toBe(false);
          expect(product.ok).toBe(false);
          expect(parseVariantEdit({ stock: 1, [key]: value }, [key]).ok).toBe(true);
        },
      ),
    );
  });

  it('reads enabled only as a boolean', () => {
    expect(parseProductEdit({ enabled: false })).toEqual({ ok: true, value: { enabled: false } });
    for (const enabled of ['true', 1, 0, null, undefined])
      expect(parseProductEdit({ enabled }).ok).toBe(false);
  });

  it('lists exactly the fields whose value changes, with the value before and after', () => {
    fc.assert(
      fc.property(
        fc.option(amount, { nil: null }),
        amount,
        fc.option(amount, { nil: undefined }),
        fc.option(amount, { nil: undefined }),
        (stock, priceMinor, newStock, newPrice) => {
          const edit = {
            ...(newStock === undefined ? {} : { stock: newStock }),
            ...(newPrice === undefined ? {} : { priceMinor: newPrice }),
          };
          const changes = changesOf({ stock, priceMinor }, edit);
          const expected = [
            ...(newStock !== undefined && newStock !== stock
              ? [{ field: 'stock', from: stock, to: newStock }]
              : []),
            ...(newPrice !== undefined && newPrice !== priceMinor
              ? [{ field: 'priceMinor', from: priceMinor, to: newPrice }]
              : []),
          ];
          expect(changes).toEqual(expected);
        },
      ),
    );
  });

  it('reads the product list query: a trimmed search and a page', () => {
    expect(parseStaffProductQuery({ q: '  drill ', page: '2' })).toEqual({
      ok: true,
      value: { search: 'drill', page: 2 },
    });
    expect(parseStaffProductQuery({})).toEqual({ ok: true, value: { search: null, page: 1 } });
    fc.assert(
      fc.property(fc.string(), (page) => {
        const parsed = parseStaffProductQuery({ page });
        const valid = /^\d{1,5}$/.test(page) && Number(page) >= 1 && Number(page) <= 10_000;
        expect(parsed.ok).toBe(page === '' || valid);
      }),
    );
  });
});
