import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundableMinor } from '../../../src/domain/fulfilment/refund.rules.ts';

const minor = fc.integer({ min: 0, max: 10_000_000 });

describe('what can still be refunded', () => {
  it('never lets refunds add up to more than was paid, whatever is asked in whatever order', () => {
    fc.assert(
      fc.property(minor, fc.array(minor, { maxLength: 20 }), (paid, asks) => {
        let refunded = 0;
        for (const ask of asks) refunded += Math.min(ask, refundableMinor(paid, refunded));
        expect(refunded).toBeLessThanOrEqual(paid);
        expect(refundableMinor(paid, refunded)).toBe(paid - refunded);
      }),
    );
  });

  it('is nothing once everything (or more, by a gateway of its own) was refunded', () => {
    fc.assert(
      fc.property(minor, minor, (paid, extra) => {
        expect(refundableMinor(paid, paid + extra)).toBe(0);
      }),
    );
  });
});
