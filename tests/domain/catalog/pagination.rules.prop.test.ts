import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasMultiplePages,
  hasNextPage,
  hasPreviousPage,
  pageNumbers,
  parsePageNumber,
  totalPagesFor,
} from '../../../src/domain/catalog/pagination.rules';
import type { Pagination } from '../../../src/domain/catalog/product';

const anyPagination: fc.Arbitrary<Pagination> = fc
  .tuple(fc.nat({ max: 500 }), fc.integer({ min: 1, max: 50 }), fc.nat({ max: 30 }))
  .map(([total, perPage, pageSeed]) => {
    const totalPages = totalPagesFor(total, perPage);
    const currentPage = (pageSeed % Math.max(1, totalPages)) + 1;
    const count = Math.max(0, Math.min(perPage, total - (currentPage - 1) * perPage));
    return { total, perPage, totalPages, currentPage, count };
  });

describe('pagination rules', () => {
  it('reads back any positive page number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (page) => {
        expect(parsePageNumber(String(page))).toBe(page);
        expect(parsePageNumber(` ${page} `)).toBe(page);
      }),
    );
  });

  it('treats anything that is not a positive integer as page 1', () => {
    const notAPage = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.constantFrom('', '0', '-1', '1.5', 'abc', '2e3', '99999999999999999999'),
      fc.string().filter((raw) => !/^\s*\d+\s*$/.test(raw)),
    );
    fc.assert(
      fc.property(notAPage, (raw) => {
        expect(parsePageNumber(raw)).toBe(1);
      }),
    );
  });

  it('lists every page from 1 to the last, in order', () => {
    fc.assert(
      fc.property(anyPagination, (pagination) => {
        const pages = pageNumbers(pagination);
        expect(pages).toHaveLength(pagination.totalPages);
        pages.forEach((page, index) => expect(page).toBe(index + 1));
      }),
    );
  });

  it('offers previous and next only where such pages exist', () => {
    fc.assert(
      fc.property(anyPagination, (pagination) => {
        expect(hasPreviousPage(pagination)).toBe(pagination.currentPage > 1);
        expect(hasNextPage(pagination)).toBe(pagination.currentPage < pagination.totalPages);
        expect(hasMultiplePages(pagination)).toBe(pagination.totalPages > 1);
      }),
    );
  });

  it('has just enough pages for every item', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.integer({ min: 1, max: 100 }), (total, perPage) => {
        const pages = totalPagesFor(total, perPage);
        expect(pages * perPage).toBeGreaterThanOrEqual(total);
        expect((pages - 1) * perPage).toBeLessThan(Math.max(total, 1));
      }),
    );
  });

  it('has no pages without a positive page size', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.integer({ min: -10, max: 0 }), (total, perPage) => {
        expect(totalPagesFor(total, perPage)).toBe(0);
      }),
    );
  });
});
