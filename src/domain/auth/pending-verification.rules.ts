import type { AppError } from '../errors/app-error';

// Its own file, not login-error.rules.ts: only the sign-in page reads it, so it loads with that
// page's code instead of every page's first render.

/** Refused because the account's e-mail is not verified yet: the sign-in form offers the link again. */
export const awaitsEmailVerification = (error: AppError): boolean =>
  error.kind === 'login-failed' && error.errorCode === 'pending_verification';
