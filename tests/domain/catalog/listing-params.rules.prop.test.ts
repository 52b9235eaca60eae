import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductSort } from '../../../src/domain/catalog/catalog-query';
import {
  changeListing,
  listingFilters,
  parseListingParams,
  PRODUCT_SORTS,
} from '../../../src/domain/catalog/listing-params.rules';
import {
  DEFAULT_SORT,
  listingSearch,
  type ListingParams,
} from '../../../src/domain/catalog/listing-search.rules';

const anySort = fc.constantFrom<ProductSort>(...PRODUCT_SORTS.map((sort) => sort.value));
const anyParams: fc.Arbitrary<ListingParams> = fc.record({
  page: fc.integer({ min: 1, max: 500 }),
  category: fc.option(
    fc.string({ minLength: 1 }).filter((text) => text.trim() === text && text !== ''),
    { nil: null },
  ),
  sort: anySort,
});

const reader = (search: string) => {
  const params = new URLSearchParams(search);
  return (key: string) => params.get(key);
};

describe('listing parameters', () => {
  it('what the address bar carries reads back as the same listing', () => {
    fc.assert(
      fc.property(anyParams, (params) => {
        expect(parseListingParams(reader(listingSearch(params)))).toEqual(params);
      }),
    );
  });

  it('defaults leave the address bar clean', () => {
    expect(listingSearch({ page: 1, category: null, sort: DEFAULT_SORT })).toBe('');
    expect(listingSearch({ page: 2, category: 'power-tools', sort: 'price-asc' })).toBe(
      '?category=power-tools&sort=price-asc&page=2',
    );
  });

  it('unknown sorts, bad pages and blank categories fall back to the defaults', () => {
    expect(parseListingParams(reader('?sort=cheapest&page=-2&category=%20'))).toEqual({
      page: 1,
      category: null,
      sort: DEFAULT_SORT,
    });
  });

  it('the back-end is asked only for what differs from the defaults', () => {
    expect(listingFilters({ page: 3, category: null, sort: DEFAULT_SORT })).toEqual({});
    expect(listingFilters({ page: 3, category: 'hand-tools', sort: 'title' })).toEqual({
      category: 'hand-tools',
      sort: 'title',
    });
  });

  it('a new category or sort goes back to the first page', () => {
    fc.assert(
      fc.property(anyParams, anySort, (params, sort) => {
        const changed = changeListing(params, { sort });
        expect(changed).toEqual({ ...params, sort, page: 1 });
      }),
    );
  });
});
