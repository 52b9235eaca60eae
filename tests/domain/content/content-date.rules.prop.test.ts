import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPublishedDate, isoDate } from '../../../src/domain/content/content-date.rules';

describe('publication dates', () => {
  it('read in UTC, whatever the time of day', () => {
    expect(formatPublishedDate('2025-05-21T00:00:00.000Z')).toBe('May 21, 2025');
    expect(formatPublishedDate('2025-05-21T23:59:59.000Z')).toBe('May 21, 2025');
    expect(isoDate('2025-05-21T23:59:59.000Z')).toBe('2025-05-21');
  });

  it('show nothing for a date that cannot be read', () => {
    expect(formatPublishedDate('soon')).toBe('');
    expect(isoDate('')).toBe('');
  });

  it('keep the calendar day of any valid timestamp', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString();
          expect(isoDate(iso)).toBe(iso.slice(0, 10));
          expect(formatPublishedDate(iso)).toContain(String(date.getUTCFullYear()));
        },
      ),
    );
  });
});
