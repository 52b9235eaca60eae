import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userInitials } from '../../../src/domain/auth/initials.rules';

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const word = fc
  .tuple(letter, fc.stringMatching(/^[a-z]{0,8}$/))
  .map(([first, rest]) => first + rest);
const words = fc.array(word, { minLength: 1, maxLength: 5 });
const blank = fc.constantFrom(null, undefined, '', '   ');

describe('user initials', () => {
  it('come from the first and last words of the full name, upper-cased', () => {
    fc.assert(
      fc.property(words, fc.option(fc.emailAddress(), { nil: null }), (names, email) => {
        const first = names[0]?.[0] ?? '';
        const last = names[names.length - 1]?.[0] ?? '';
        const expected = (names.length === 1 ? first : first + last).toUpperCase();
        expect(userInitials({ fullName: ` ${names.join('  ')} `, email })).toBe(expected);
      }),
    );
  });

  it("fall back to the e-mail's local part, split at dots, dashes, underscores and plus signs", () => {
    fc.assert(
      fc.property(
        words,
        fc.constantFrom('.', '_', '-', '+'),
        blank,
        (parts, separator, fullName) => {
          const first = parts[0]?.[0] ?? '';
          const last = parts[parts.length - 1]?.[0] ?? '';
          const expected = (parts.length === 1 ? first : first + last).toUpperCase();
          const email = `${parts.join(separator)}@example.com`;
          expect(userInitials({ fullName, email })).toBe(expected);
        },
      ),
    );
  });

  it('are at most two letters (upper-casing can widen one, as ß -> SS), and empty only when there is nothing to take them from', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: null }),
        fc.option(fc.string(), { nil: null }),
        (fullName, email) => {
          const initials = userInitials({ fullName, email });
          expect(Array.from(initials).length).toBeLessThanOrEqual(4);
          if (/[\p{L}\p{N}]/u.test(`${fullName ?? ''}${(email ?? '').split('@')[0] ?? ''}`)) {
            expect(initials).not.toBe('');
          } else {
            expect(initials).toBe('');
          }
        },
      ),
    );
  });

  it('match the examples', () => {
    expect(userInitials({ fullName: 'Jane Doe', email: 'x@y.z' })).toBe('JD');
    expect(userInitials({ fullName: 'Jane Mary Doe' })).toBe('JD');
    expect(userInitials({ fullName: 'jane' })).toBe('J');
    expect(userInitials({ fullName: '(Jane) doe' })).toBe('JD');
    expect(userInitials({ fullName: null, email: 'jane.doe@x' })).toBe('JD');
    expect(userInitials({ fullName: '', email: 'jane@x' })).toBe('J');
    expect(userInitials({ email: 'x@y' })).toBe('X');
    expect(userInitials({})).toBe('');
    expect(userInitials({ fullName: ' - ', email: '@x' })).toBe('');
  });
});
