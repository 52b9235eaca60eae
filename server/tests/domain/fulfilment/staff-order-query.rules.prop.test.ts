import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStaffOrderQuery } from '../../../src/domain/fulfilment/staff-order-query.rules.ts';

describe("the back office's order list query", () => {
  it('reads search, filters, days and page', () => {
    expect(
      parseStaffOrderQuery({
        q: '  HW-1A ',
        status: 'shipped',
        paid: 'paid',
        from: '2026-11-01',
        to: '2026-11-30',
        page: '3',
      }),
    ).toEqual({
      ok: true,
      value: {
        search: 'HW-1A',
        status: 'shipped',
        paidStatus: 'paid',
        from: new Date('2026-11-01T00:00:00Z'),
        to: new Date('2026-12-01T00:00:00Z'),
        page: 3,
      },
    });
    expect(parseStaffOrderQuery({})).toEqual({
      ok: true,
      value: { search: null, status: null, paidStatus: null, from: null, to: null, page: 1 },
    });
  });

  it('refuses what it cannot read, naming the parameter', () => {
    for (const [params, word] of [
      [{ status: 'lost' }, 'status'],
      [{ paid: 'free' }, 'paid'],
      [{ from: '2026-02-30' }, 'from'],
      [{ to: '30/11/2026' }, 'to'],
      [{ page: '0' }, 'page'],
      [{ page: '1e3' }, 'page'],
      [{ page: '99999999999' }, 'page'],
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ q: ['a', 'b'] }, 'q'],
    ] as const) {
      const parsed = parseStaffOrderQuery(params);
      expect(parsed.ok, JSON.stringify(params)).toBe(false);
      if (!parsed.ok) expect(parsed.error).toContain(word);
    }
  });

  it('never throws, whatever the query holds', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('q', 'status', 'paid', 'from', 'to', 'page', 'other'),
          fc.oneof(fc.string(), fc.array(fc.string()), fc.integer()),
        ),
        (params) => {
          const parsed = parseStaffOrderQuery(params);
          if (parsed.ok) expect(parsed.value.page).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});
