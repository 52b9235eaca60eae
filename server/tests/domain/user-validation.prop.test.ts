import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusOf } from '../../src/domain/users/user-status.rules.ts';
import {
  emailErrors,
  joinName,
  nameErrors,
  passwordErrors,
  splitFullName,
} from '../../src/domain/users/user-validation.rules.ts';
import { remainingSeconds, sessionLengthSeconds } from '../../src/domain/session/session.rules.ts';

describe('user validation rules', () => {
  it('passwords need 6 to 160 characters, with Craft’s messages', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 160 }), (p) => {
        expect(passwordErrors(p)).toEqual([]);
      }),
    );
    expect(passwordErrors('12345')).toEqual(['New Password should contain at least 6 characters.']);
    expect(passwordErrors('x'.repeat(161))).toEqual([
      'New Password should contain at most 160 characters.',
    ]);
  });

  it('e-mail addresses: blank and malformed are refused with Craft’s messages', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= 255);
        expect(emailErrors(email)).toEqual([]);
      }),
    );
    expect(emailErrors(' ')).toEqual(['Email cannot be blank.']);
    for (const bad of ['a', 'a@b', 'a b@c.d', '@c.d'])
      expect(emailErrors(bad)).toEqual(['Email is not a valid email address.']);
  });

  it('names refuse URLs and over-long values', () => {
    expect(nameErrors('First Name', 'http://spam.example')).toEqual([
      'Invalid value “http://spam.example”.',
    ]);
    expect(nameErrors('First Name', 'x'.repeat(256))).toEqual([
      'First Name should contain at most 255 characters.',
    ]);
    expect(nameErrors('First Name', null)).toEqual([]);
  });

  it('a full name splits into first and last names that join back to it', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ'-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const { firstName, lastName } = splitFullName(words.join(' '));
        expect(joinName(firstName, lastName)).toBe(words.join(' '));
      }),
    );
  });

  it('status order: archived, disabled, suspended, pending, active, inactive', () => {
    const base = {
      enabled: true,
      archived: false,
      suspended: false,
      pending: false,
      active: false,
    };
    expect(statusOf({ ...base, active: true })).toBe('active');
    expect(statusOf({ ...base, pending: true, active: true })).toBe('pending');
    expect(statusOf({ ...base, suspended: true, pending: true })).toBe('suspended');
    expect(statusOf({ ...base, enabled: false, suspended: true })).toBe('disabled');
    expect(statusOf({ ...base, archived: true, enabled: false })).toBe('archived');
    expect(statusOf(base)).toBe('inactive');
  });
});

describe('session rules', () => {
  it('sessions last an hour, 14 days remembered; timeout counts down', () => {
    expect(sessionLengthSeconds(false)).toBe(3600);
    expect(sessionLengthSeconds(true)).toBe(1_209_600);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (elapsed) => {
        const now = new Date(1_000_000_000_000);
        const expires = new Date(now.getTime() + 3600 * 1000);
        expect(remainingSeconds(expires, new Date(now.getTime() + elapsed * 1000))).toBe(
          Math.max(0, 3600 - elapsed),
        );
      }),
    );
  });
});
