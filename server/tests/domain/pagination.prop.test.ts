import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PAGE,
  offsetOf,
  paginate,
  parsePageRequest,
} from '../../src/domain/shared/pagination.rules.ts';

describe('pagination rules', () => {
  it('takes an absent page as page 1', () => {
    expect(parsePageRequest(undefined, 24)).toEqual({ ok: true, value: { page: 1, perPage: 24 } });
    expect(parsePageRequest('', 24)).toEqual({ ok: true, value: { page: 1, perPage: 24 } });
  });

  it('accepts every whole page number from 1 to the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PAGE }), (page) => {
        expect(parsePageRequest(String(page), 10)).toEqual({
          ok: true,
          value: { page, perPage: 10 },
        });
      }),
    );
  });

  it('refuses anything that is not a positive whole number, echoing what was sent', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s !== '' && !/^\d+$/.test(s)),
        (raw) => {
          expect(parsePageRequest(raw, 10)).toEqual({
            ok: false,
            error: { kind: 'invalid-page', value: raw },
          });
        },
      ),
    );
    expect(parsePageRequest('0', 10).ok).toBe(false);
    expect(parsePageRequest(String(MAX_PAGE + 1), 10).ok).toBe(false);
  });

  it('pages cover the collection exactly once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        (total, perPage) => {
          const first = paginate({ page: 1, perPage }, total, Math.min(total, perPage));
          let seen = 0;
          for (let page = 1; page <= first.totalPages; page += 1) {
            const offset = offsetOf({ page, perPage });
            seen += Math.max(0, Math.min(perPage, total - offset));
          }
          expect(seen).toBe(total);
          expect(first.hasPrevious).toBe(false);
          expect(first.hasNext).toBe(total > perPage);
          expect(first.totalPages).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});
