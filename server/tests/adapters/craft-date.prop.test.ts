// The order dates on the wire are exactly what Date's own en-US formatting gives (Craft's short form).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { craftOrderDate } from '../../src/adapters/http/craft-date.ts';

describe('Craft order dates', () => {
  it('format like toLocaleDateString/toLocaleTimeString in UTC, for any instant', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (value) => {
        expect(craftOrderDate(value)).toEqual({
          date: value.toLocaleDateString('en-US', {
            year: '2-digit',
            month: 'numeric',
            day: 'numeric',
            timeZone: 'UTC',
          }),
          time: value.toLocaleTimeString('en-US', {
            hour: 'numeric',
            minute: '2-digit',
            timeZone: 'UTC',
          }),
        });
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
