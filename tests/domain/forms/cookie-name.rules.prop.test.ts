import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../src/domain/errors/error-messages.rules';
import { checkCookieName, isValidCookieName } from '../../../src/domain/forms/cookie-name.rules';

describe('cookie names', () => {
  it('accept letters, digits, dot and hyphen', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9.-]+$/), (name) => {
        expect(isValidCookieName(name)).toBe(true);
        expect(checkCookieName(name)).toEqual({ ok: true, value: name });
      }),
    );
  });

  it('refuse anything else, and the empty name', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        fc.pre(!/^[A-Za-z0-9.-]+$/.test(name));
        expect(isValidCookieName(name)).toBe(false);
        const result = checkCookieName(name);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(errorMessage(result.error)).toBe(`Invalid cookie name: ${name}`);
      }),
    );
    for (const name of ['', 'a b', 'a_b', 'a;b', 'é']) expect(isValidCookieName(name)).toBe(false);
  });
});
