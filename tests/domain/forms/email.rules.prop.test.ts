import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, parseEmail } from '../../../src/domain/forms/email.rules';
import { blank, invalidEmail, validEmail } from '../../support/forms.arbitraries';

describe('e-mail', () => {
  it('accepts ordinary addresses, trimmed', () => {
    fc.assert(
      fc.property(validEmail, (email) => {
        expect(isValidEmail(email)).toBe(true);
        expect(parseEmail(`  ${email} `)).toEqual({ ok: true, value: email });
      }),
    );
  });

  it('accepts what fast-check thinks an e-mail is, up to 254 characters', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= 254 && /\.[a-z]{2,}$/i.test(email));
        expect(isValidEmail(email)).toBe(true);
      }),
    );
  });

  it('refuses text without an @, with spaces, or without a dotted domain', () => {
    fc.assert(
      fc.property(invalidEmail, (email) => {
        expect(isValidEmail(email)).toBe(false);
        expect(parseEmail(email)).toEqual({
          ok: false,
          error: { kind: 'invalid-email', field: 'email' },
        });
      }),
    );
  });

  it('calls a blank e-mail missing rather than invalid', () => {
    fc.assert(
      fc.property(blank, (email) => {
        expect(parseEmail(email)).toEqual({
          ok: false,
          error: { kind: 'required', field: 'email' },
        });
      }),
    );
  });

  it('refuses addresses over 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@x.io`)).toBe(false);
  });
});
