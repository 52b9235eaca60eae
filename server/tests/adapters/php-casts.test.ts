// How Craft (PHP) reads posted values: quantities cast with (int), flags by PHP truthiness.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { castQty, isTruthy, isTruthyParam } from '../../src/adapters/http/craft/php-casts.ts';

describe('PHP casts of posted values', () => {
  it('a quantity is cast like (int): numbers and numeric text truncate, anything else is 0', () => {
    expect(castQty('3', 1)).toBe(3);
    expect(castQty(' 2.9 ', 1)).toBe(2);
    expect(castQty(-1.5, 1)).toBe(-1);
    expect(castQty('abc', 1)).toBe(0);
    expect(castQty(Number.NaN, 1)).toBe(0);
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(castQty(String(n), 7)).toBe(n);
      }),
    );
  });

  it('an absent or empty quantity takes the fallback', () => {
    for (const absent of [undefined, null, '']) expect(castQty(absent, 5)).toBe(5);
  });

  it('PHP truthiness: only undefined, null, false, 0, "" and "0" are false', () => {
    for (const no of [undefined, null, false, 0, '', '0']) expect(isTruthy(no)).toBe(false);
    for (const yes of ['false', 'no', '00', 1, -1, true, 'x', {}]) expect(isTruthy(yes)).toBe(true);
  });

  it('remember-me and other form flags accept Craft’s truthy values only', () => {
    for (const yes of ['1', 'true', 'on', 'yes', 'TRUE', 'On', true, 1]) {
      expect(isTruthyParam(yes)).toBe(true);
    }
    for (const no of ['0', '', 'false', false, 0, undefined, null, 'no']) {
      expect(isTruthyParam(no)).toBe(false);
    }
  });
});
