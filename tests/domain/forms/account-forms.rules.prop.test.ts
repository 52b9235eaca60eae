import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../src/domain/errors/error-messages.rules';
import {
  checkActivationRequest,
  checkEmailVerification,
  checkPasswordChange,
  checkResendVerification,
  loginCredentials,
} from '../../../src/domain/forms/account-forms.rules';
import { visibleText } from '../../support/error.arbitraries';
import { blank, invalidEmail, validEmail } from '../../support/forms.arbitraries';

describe('password change', () => {
  it('passes without a confirmation or with an equal one', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(null, undefined), (newPassword, none) => {
        expect(checkPasswordChange({ newPassword, confirmation: none }).ok).toBe(true);
        expect(checkPasswordChange({ newPassword }).ok).toBe(true);
        expect(checkPasswordChange({ newPassword, confirmation: newPassword }).ok).toBe(true);
      }),
    );
  });

  it("refuses a different confirmation with 'New password and confirmation do not match'", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (newPassword, confirmation) => {
        fc.pre(newPassword !== confirmation);
        const result = checkPasswordChange({ newPassword, confirmation });
        expect(result).toEqual({ ok: false, error: { kind: 'password-mismatch' } });
        if (!result.ok)
          expect(errorMessage(result.error)).toBe('New password and confirmation do not match');
      }),
    );
  });
});

describe('e-mail verification', () => {
  it('needs both a code and a uid', () => {
    fc.assert(
      fc.property(visibleText, visibleText, (code, uid) => {
        expect(checkEmailVerification({ code, uid })).toEqual({
          ok: true,
          value: { code: code.trim(), uid: uid.trim() },
        });
      }),
    );
  });

  it("refuses either missing with 'Invalid verification parameters'", () => {
    fc.assert(
      fc.property(
        fc.option(visibleText, { nil: undefined }),
        blank,
        fc.boolean(),
        (present, missing, codeMissing) => {
          const params = codeMissing
            ? { code: missing, uid: present }
            : { code: present, uid: missing };
          const result = checkEmailVerification(params);
          expect(result).toEqual({ ok: false, error: { kind: 'invalid-verification-parameters' } });
          if (!result.ok)
            expect(errorMessage(result.error)).toBe('Invalid verification parameters');
        },
      ),
    );
  });
});

describe('resend verification', () => {
  it('needs a valid e-mail', () => {
    fc.assert(
      fc.property(validEmail, (email) => {
        expect(checkResendVerification(email)).toEqual({ ok: true, value: { email } });
      }),
    );
    fc.assert(
      fc.property(fc.oneof(invalidEmail, blank), (email) => {
        expect(checkResendVerification(email).ok).toBe(false);
      }),
    );
  });
});

describe('activation request', () => {
  it('takes a valid e-mail and both names; passwords only when given', () => {
    fc.assert(
      fc.property(
        validEmail,
        visibleText,
        visibleText,
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: null }),
        (email, firstName, lastName, password, passwordConfirm) => {
          const result = checkActivationRequest({
            email,
            firstName,
            lastName,
            password,
            passwordConfirm,
          });
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          expect(result.value).toMatchObject({
            email,
            firstName: firstName.trim(),
            lastName: lastName.trim(),
          });
          expect(result.value.password).toBe(password || undefined);
          expect(result.value.passwordConfirm).toBe(passwordConfirm || undefined);
        },
      ),
    );
  });

  it('reports every problem at once', () => {
    fc.assert(
      fc.property(
        fc.oneof(validEmail, invalidEmail, blank),
        fc.oneof(visibleText, blank),
        fc.oneof(visibleText, blank),
        (email, firstName, lastName) => {
          const emailOk =
            typeof email === 'string' && /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/.test(email.trim());
          const firstOk = typeof firstName === 'string' && firstName.trim() !== '';
          const lastOk = typeof lastName === 'string' && lastName.trim() !== '';
          fc.pre(!(emailOk && firstOk && lastOk));
          const result = checkActivationRequest({ email, firstName, lastName });
          expect(result.ok).toBe(false);
          if (result.ok) return;
          const fields = result.error.errors.map((error) => error.field);
          expect(fields.includes('email')).toBe(!emailOk);
          expect(fields.includes('firstName')).toBe(!firstOk);
          expect(fields.includes('lastName')).toBe(!lastOk);
        },
      ),
    );
  });

  it('names the problems', () => {
    const result = checkActivationRequest({ email: 'nope', firstName: '', lastName: ' ' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(errorMessage(result.error)).toBe(
        'Please enter a valid email address, First name is required, Last name is required',
      );
    }
  });
});

describe('login', () => {
  it('trims the login name and keeps the password and remember-me as given', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (loginName, password, rememberMe) => {
        expect(loginCredentials({ loginName, password, rememberMe })).toEqual({
          loginName: loginName.trim(),
          password,
          rememberMe,
        });
      }),
    );
  });
});
