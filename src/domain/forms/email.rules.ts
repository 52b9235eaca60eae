import { err, ok, type Result } from '../shared/result';
import type { Email } from './email';
import type { FieldError } from './forms.errors';

/** RFC 5321 limits a path to 256 octets including the angle brackets. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * A practical check, not RFC 5322: one "@", a local part without spaces, and a domain of
 * dot-separated labels with at least one dot. The back-end has the last word; this only keeps
 * obvious typos from being sent.
 */
const EMAIL_PATTERN =
  /^[^\s@]+@(?:[A-Za-z0-9\u00a1-\uffff](?:[A-Za-z0-9\u00a1-\uffff-]*[A-Za-z0-9\u00a1-\uffff])?\.)+[A-Za-z\u00a1-\uffff]{2,}$/;

export const isValidEmail = (raw: string): boolean => {
  const email = raw.trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
};

export const parseEmail = (raw: string | null | undefined): Result<Email, FieldError> => {
  const email = (raw ?? '').trim();
  if (email === '') return err({ kind: 'required', field: 'email' });
  return isValidEmail(email) ? ok(email as Email) : err({ kind: 'invalid-email', field: 'email' });
};
