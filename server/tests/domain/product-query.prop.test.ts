import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCTS_PER_PAGE,
  parseMajorAmount,
  parseProductQuery,
} from '../../src/domain/catalog/product-query.rules.ts';
import { PRODUCT_SORTS } from '../../src/domain/catalog/product-query.ts';

describe('product listing query', () => {
  it('defaults to the first page of 24 featured products without filters', () => {
    expect(parseProductQuery({}, 'USD')).toEqual({
      ok: true,
      value: {
        filters: {
          categorySlug: null,
          minPriceMinor: null,
          maxPriceMinor: null,
          inStockOnly: false,
        },
        sort: 'featured',
        page: { page: 1, perPage: DEFAULT_PRODUCTS_PER_PAGE },
      },
    });
  });

  it('reads every valid combination', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom(...PRODUCT_SORTS),
        fc.boolean(),
        (perPage, page, sort, inStock) => {
          const parsed = parseProductQuery(
            {
              perPage: String(perPage),
              page: String(page),
              sort,
              inStock: inStock ? '1' : '0',
              category: 'power-tools',
            },
            'USD',
          );
          expect(parsed).toEqual({
            ok: true,
            value: {
              filters: {
                categorySlug: 'power-tools',
                minPriceMinor: null,
                maxPriceMinor: null,
                inStockOnly: inStock,
              },
              sort,
              page: { page, perPage },
            },
          });
        },
      ),
    );
  });

  it('turns major-unit prices into exact minor units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        (units, cents) => {
          const text = `${units}.${String(cents).padStart(2, '0')}`;
          expect(parseMajorAmount(text, 'USD')).toBe(units * 100 + cents);
        },
      ),
    );
    expect(parseMajorAmount('12.5', 'USD')).toBe(1250);
    expect(parseMajorAmount('12', 'USD')).toBe(1200);
    expect(parseMajorAmount('12', 'JPY')).toBe(12);
    for (const bad of ['', '-1', '1e3', '12.345', '12.', '.5', ' 1', '0x10', '1,5'])
      expect(parseMajorAmount(bad, 'USD'), bad).toBeNull();
    expect(parseMajorAmount('12.5', 'JPY')).toBeNull();
  });

  it('collects every problem, naming the parameter and the value', () => {
    const parsed = parseProductQuery(
      {
        perPage: '500',
        page: 'x',
        category: 'A B',
        minPrice: '9',
        maxPrice: '3',
        inStock: 'maybe',
        sort: 'best',
      },
      'USD',
    );
    expect(parsed).toEqual({
      ok: false,
      error: [
        { kind: 'invalid-per-page', value: '500', max: 100 },
        { kind: 'invalid-page', value: 'x' },
        { kind: 'invalid-category', value: 'A B' },
        { kind: 'price-range-reversed', min: '9', max: '3' },
        { kind: 'invalid-in-stock', value: 'maybe' },
        { kind: 'invalid-sort', value: 'best' },
      ],
    });
  });
});
