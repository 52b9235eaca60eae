import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Email } from '../../../src/domain/forms/email';
import {
  fullNameOf,
  isEmailChange,
  isPasswordResetSuccessful,
  isRegistrationAccepted,
  parseUserStatus,
  registrationPayload,
  splitFullName,
} from '../../../src/domain/user/user.rules';
import { validEmail } from '../../support/forms.arbitraries';

const statuses = ['active', 'pending', 'suspended', 'inactive', 'disabled', 'archived'];
const anyStatus = fc.oneof(fc.constantFrom(...statuses), fc.string(), fc.constant(null));

describe('user rules', () => {
  it('knows the statuses Craft reports', () => {
    fc.assert(
      fc.property(anyStatus, (status) => {
        expect(parseUserStatus(status)).toBe(statuses.includes(status ?? '') ? status : null);
      }),
    );
  });

  it('a password reset succeeds only with the status active', () => {
    fc.assert(
      fc.property(anyStatus, (status) => {
        expect(isPasswordResetSuccessful(status)).toBe(status === 'active');
      }),
    );
  });

  it('a registration yields a pending or inactive user', () => {
    fc.assert(
      fc.property(anyStatus, (status) => {
        expect(isRegistrationAccepted(status)).toBe(status === 'pending' || status === 'inactive');
      }),
    );
  });

  it('registers with the e-mail as username, a full name and a verification e-mail', () => {
    fc.assert(
      fc.property(
        validEmail,
        fc.string(),
        fc.string(),
        fc.string(),
        (email, password, firstName, lastName) => {
          const payload = registrationPayload({
            email: email as Email,
            password,
            firstName,
            lastName,
          });
          expect(payload).toEqual({
            email,
            username: email,
            password,
            firstName: firstName.trim(),
            lastName: lastName.trim(),
            fullName: fullNameOf(firstName, lastName),
            sendVerificationEmail: 1,
          });
        },
      ),
    );
    expect(fullNameOf(' Ada ', 'Lovelace')).toBe('Ada Lovelace');
    expect(fullNameOf('', 'Lovelace')).toBe('Lovelace');
    expect(fullNameOf('Ada', ' ')).toBe('Ada');
  });

  it('a typed e-mail changes the account only when it differs from the account e-mail', () => {
    fc.assert(
      fc.property(validEmail, validEmail, fc.constantFrom('', ' ', '  '), (own, typed, pad) => {
        expect(isEmailChange(own, `${pad}${own}${pad}`)).toBe(false);
        expect(isEmailChange(own, typed)).toBe(typed.trim() !== own);
      }),
    );
  });

  it('splits a full name at its first space, so that joining it again gives it back', () => {
    const word = fc.stringMatching(/^[^\s]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const { firstName, lastName } = splitFullName(` ${words.join('  ')} `);
        expect(firstName).toBe(words[0]);
        expect(fullNameOf(firstName, lastName)).toBe(words.join(' '));
      }),
    );
    expect(splitFullName('  ')).toEqual({ firstName: '', lastName: '' });
  });
});
