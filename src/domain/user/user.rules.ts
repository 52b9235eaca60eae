import type { Email } from '../forms/email';
import type { RegistrationPayload, UserStatus } from './user';

const USER_STATUSES: readonly UserStatus[] = [
  'active',
  'pending',
  'suspended',
  'inactive',
  'disabled',
  'archived',
];

export const parseUserStatus = (raw: string | null | undefined): UserStatus | null =>
  USER_STATUSES.find((status) => status === raw) ?? null;

/** A password reset succeeds only if the returned user status is active. */
export const isPasswordResetSuccessful = (status: string | null | undefined): boolean =>
  status === 'active';

/**
 * A registration yields a user who is pending (a verification e-mail was sent) or inactive;
 * any other status means the answer is not a new registration.
 */
export const isRegistrationAccepted = (status: string | null | undefined): boolean =>
  status === 'pending' || status === 'inactive';

/**
 * A typed e-mail other than the account's own (surrounding spaces aside) changes the e-mail, which
 * Craft confirms with the current password.
 */
export const isEmailChange = (accountEmail: string, typed: string): boolean =>
  typed.trim() !== accountEmail;

/** First and last name joined by one space; either may be missing. */
export const fullNameOf = (firstName: string, lastName: string): string =>
  [firstName.trim(), lastName.trim()].filter((part) => part !== '').join(' ');

/**
 * A full name as first and last name, for a back-end that keeps only one of the two kinds: the
 * first word is the first name, the rest the last name, so that `fullNameOf` gives it back.
 */
export const splitFullName = (
  fullName: string,
): { readonly firstName: string; readonly lastName: string } => {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
};

/**
 * Registration and profile save send the e-mail as the username too: shoppers sign in with their
 * e-mail, and Craft ignores the username when it uses e-mails as usernames.
 */
export const registrationPayload = (form: {
  readonly email: Email;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}): RegistrationPayload => ({
  email: form.email,
  username: form.email,
  password: form.password,
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  fullName: fullNameOf(form.firstName, form.lastName),
  sendVerificationEmail: 1,
});
