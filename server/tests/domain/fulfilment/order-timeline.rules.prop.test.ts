import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderTimeline } from '../../../src/domain/fulfilment/order-timeline.rules.ts';

const at = (day: number) => new Date(Date.UTC(2026, 10, day));

describe("the order's timeline", () => {
  it('starts when the order was placed and shows each status it reached once', () => {
    expect(
      orderTimeline(at(1), [
        { toStatus: 'processing', date: at(2) },
        { toStatus: 'shipped', date: at(3) },
        { toStatus: 'shipped', date: at(4) },
        { toStatus: 'delivered', date: at(6) },
      ]),
    ).toEqual([
      { status: 'new', date: at(1) },
      { status: 'processing', date: at(2) },
      { status: 'shipped', date: at(3) },
      { status: 'delivered', date: at(6) },
    ]);
  });

  it('never shows the same status twice in a row, and keeps every change of status', () => {
    const status = fc.constantFrom('new', 'processing', 'shipped', 'delivered', 'cancelled');
    fc.assert(
      fc.property(
        fc.array(fc.record({ toStatus: status, day: fc.integer({ min: 1, max: 28 }) })),
        (raw) => {
          const changes = raw.map((change) => ({
            toStatus: change.toStatus,
            date: at(change.day),
          }));
          const timeline = orderTimeline(at(1), changes);
          timeline.forEach((entry, index) => {
            if (index > 0) expect(entry.status).not.toBe(timeline[index - 1]?.status);
          });
          const distinctRuns = ['new', ...changes.map((change) => change.toStatus)].filter(
            (value, index, all) => index === 0 || value !== all[index - 1],
          );
          expect(timeline.map((entry) => entry.status)).toEqual(distinctRuns);
        },
      ),
    );
  });
});
