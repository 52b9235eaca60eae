import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkReturnRequest,
  nextReturnStatus,
  RETURN_MESSAGES,
  RETURN_WINDOW_DAYS,
  returnedWorthMinor,
  type ReturnStatus,
  type ReturnStep,
} from '../../../src/domain/fulfilment/returns.rules.ts';

const DAY = 24 * 3_600_000;
const delivered = new Date('2026-11-01T12:00:00Z');
const LINES = [
  { lineItemId: 1, orderedQty: 3, alreadyReturningQty: 1 },
  { lineItemId: 2, orderedQty: 1, alreadyReturningQty: 0 },
];
const request = (
  requested: { lineItemId: number; qty: number }[],
  daysAfter = 3,
  reason = 'Too big',
) =>
  checkReturnRequest({
    deliveredAt: delivered,
    now: new Date(delivered.getTime() + daysAfter * DAY),
    lines: LINES,
    requested,
    reason,
  });

describe('asking for a return', () => {
  it('takes units bought and not already being returned, within the window', () => {
    expect(
      request([
        { lineItemId: 1, qty: 2 },
        { lineItemId: 2, qty: 0 },
      ]),
    ).toEqual({
      ok: true,
      value: { lines: [{ lineItemId: 1, qty: 2 }], reason: 'Too big' },
    });
  });

  it('never accepts more units of a line than are left to return', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            lineItemId: fc.integer({ min: 0, max: 3 }),
            qty: fc.integer({ min: -2, max: 5 }),
          }),
          { maxLength: 4 },
        ),
        (requested) => {
          const checked = request(requested);
          if (!checked.ok) return;
          for (const line of checked.value.lines) {
            const ordered = LINES.find((candidate) => candidate.lineItemId === line.lineItemId);
            expect(ordered).toBeDefined();
            expect(line.qty).toBeGreaterThan(0);
            const total = checked.value.lines
              .filter((other) => other.lineItemId === line.lineItemId)
              .reduce((sum, other) => sum + other.qty, 0);
            expect(total).toBeLessThanOrEqual(
              (ordered?.orderedQty ?? 0) - (ordered?.alreadyReturningQty ?? 0),
            );
          }
        },
      ),
    );
  });

  it('says why it is refused', () => {
    expect(request([{ lineItemId: 1, qty: 3 }])).toEqual({
      ok: false,
      error: RETURN_MESSAGES.tooMany,
    });
    expect(request([{ lineItemId: 9, qty: 1 }])).toEqual({
      ok: false,
      error: RETURN_MESSAGES.tooMany,
    });
    expect(
      request([
        { lineItemId: 2, qty: 1 },
        { lineItemId: 2, qty: 1 },
      ]),
    ).toEqual({
      ok: false,
      error: RETURN_MESSAGES.tooMany,
    });
    expect(request([])).toEqual({ ok: false, error: RETURN_MESSAGES.noLines });
    expect(request([{ lineItemId: 2, qty: 1 }], RETURN_WINDOW_DAYS + 0.01)).toEqual({
      ok: false,
      error: RETURN_MESSAGES.windowClosed,
    });
    expect(request([{ lineItemId: 2, qty: 1 }], 1, '   ')).toEqual({
      ok: false,
      error: RETURN_MESSAGES.reason,
    });
    expect(
      checkReturnRequest({
        deliveredAt: null,
        now: delivered,
        lines: LINES,
        requested: [{ lineItemId: 2, qty: 1 }],
        reason: 'x',
      }),
    ).toEqual({ ok: false, error: RETURN_MESSAGES.notDelivered });
  });
});

describe("a return's steps", () => {
  it('move one way only: requested, then approved or rejected, received, refunded', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<ReturnStep>('approve', 'reject', 'receive', 'refund'), {
          maxLength: 8,
        }),
        (steps) => {
          let status: ReturnStatus = 'requested';
          const seen: ReturnStatus[] = [status];
          for (const step of steps) {
            const next = nextReturnStatus(status, step);
            if (next.ok) {
              status = next.value;
              seen.push(status);
            }
          }
          const order = ['requested', 'approved', 'received', 'refunded'];
          const path = seen.filter((s) => s !== 'rejected');
          expect(path).toEqual(order.slice(0, path.length));
          if (seen.includes('rejected')) expect(seen).toEqual(['requested', 'rejected']);
        },
      ),
    );
  });
});

describe("returned lines' worth", () => {
  it('is the units times what was paid for each, summed', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            qty: fc.integer({ min: 1, max: 50 }),
            unitPaidMinor: fc.integer({ min: 0, max: 100_000 }),
          }),
          { maxLength: 6 },
        ),
        (lines) => {
          let expected = 0;
          for (const line of lines) expected += line.qty * line.unitPaidMinor;
          expect(returnedWorthMinor(lines)).toBe(expected);
        },
      ),
    );
  });
});
