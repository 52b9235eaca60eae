// The order dates on the wire are exactly what Date's own en-US formatting gives (Craft's short form).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { craftOrderDate } from '../../src/adapters/http/craft/craft-date.ts';

const intlForm = (value: Date) => ({
  date: value.toLocaleDateString('en-US', {
    year: '2-digit',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  }),
  time: value.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
});

describe('Craft order dates', () => {
  it('format like Intl in UTC for any instant of the years shops live in', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59.999Z'),
          noInvalidDate: true,
        }),
        (value) => {
          expect(craftOrderDate(value)).toEqual(intlForm(value));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => craftOrderDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('format like toLocaleDateString/toLocaleTimeString in UTC, for any instant', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (value) => {
        expect(craftOrderDate(value)).toEqual(intlForm(value));
      }),
    );
  });

  it('gives Craft’s short form and null for a missing date', () => {
    expect(craftOrderDate(new Date('2024-10-23T15:36:10Z'))).toEqual({
      date: '10/23/24',
      time: expect.stringMatching(/^3:36\sPM$/u),
    });
    expect(craftOrderDate(null)).toBeNull();
  });
});
