import { err, ok, type Result } from '../shared/result';
import type { CookieNameError } from './forms.errors';

/** Letters, digits, dot and hyphen only, and at least one of them. */
const COOKIE_NAME = /^[A-Za-z0-9.-]+$/;

export const isValidCookieName = (name: string): boolean => COOKIE_NAME.test(name);

export const checkCookieName = (name: string): Result<string, CookieNameError> =>
  isValidCookieName(name) ? ok(name) : err({ kind: 'invalid-cookie-name', name });
