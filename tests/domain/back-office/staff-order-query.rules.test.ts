import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS_FILTERS,
  pageCount,
  PAID_STATUS_FILTERS,
  staffOrderQueryFrom,
  staffOrderQueryParams,
  type StaffOrderQuery,
} from '../../../src/domain/back-office/staff-order-query.rules';

const day = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const query: fc.Arbitrary<StaffOrderQuery> = fc.record({
  q: fc.string({ maxLength: 100 }).map((text) => text.trim()),
  status: fc.constantFrom('', ...ORDER_STATUS_FILTERS),
  paid: fc.constantFrom('', ...PAID_STATUS_FILTERS),
  from: fc.oneof(fc.constant(''), day),
  to: fc.oneof(fc.constant(''), day),
  page: fc.integer({ min: 1, max: 10_000 }),
});

describe("the back office's order list as an address", () => {
  it('reads back every query it writes', () => {
    fc.assert(
      fc.property(query, (written) => {
        const params = new URLSearchParams(staffOrderQueryParams(written));
        expect(staffOrderQueryFrom(params)).toEqual(written);
      }),
    );
  });

  it('leaves out what it cannot use instead of sending it on', () => {
    const read = staffOrderQueryFrom(
      new URLSearchParams(
        'status=lost&paid=maybe&from=yesterday&to=2026-13&page=-2&q=' + 'x'.repeat(300),
      ),
    );
    expect(read).toEqual({ q: 'x'.repeat(100), status: '', paid: '', from: '', to: '', page: 1 });
    expect(staffOrderQueryParams(read)).toEqual({ q: 'x'.repeat(100) });
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
