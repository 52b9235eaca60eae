// Craft's sign-in rules (User::authenticate, Users::handleInvalidLogin): error codes, messages and the
// counting of wrong passwords. Time is passed in.
import { humanDuration } from './human-duration.rules.ts';
import type { LoginTracking, User } from './user.ts';

export const INVALID_LOGIN_WINDOW_SECONDS = 3600;
export const COOLDOWN_SECONDS = 300;

export type LoginErrorCode =
  | 'invalid_credentials'
  | 'pending_verification'
  | 'account_suspended'
  | 'account_cooldown'
  | 'password_reset_required';

export interface LoginFailure {
  readonly errorCode: LoginErrorCode;
  readonly message: string;
}

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password.';

export const loginFailure = (errorCode: LoginErrorCode, message?: string): LoginFailure => ({
  errorCode,
  message:
    message ??
    {
      invalid_credentials: INVALID_CREDENTIALS_MESSAGE,
      pending_verification: 'Account has not been activated.',
      account_suspended: 'Account suspended.',
      account_cooldown: 'Account locked.',
      password_reset_required:
        'You need to reset your password. Check your email for instructions.',
    }[errorCode],
});

/** Seconds until a locked account unlocks itself; 0 when it is not locked or the cooldown is over. */
export function remainingCooldownSeconds(
  user: Pick<User, 'locked' | 'lockoutDate'>,
  now: Date,
): number {
  if (!user.locked || !user.lockoutDate) return 0;
  const end = user.lockoutDate.getTime() + COOLDOWN_SECONDS * 1000;
  return Math.max(0, Math.ceil((end - now.getTime()) / 1000));
}

export const cooldownFailure = (remaining: number): LoginFailure =>
  loginFailure('account_cooldown', `Account locked. Try again in ${humanDuration(remaining)}.`);

/**
 * A wrong password for an existing user: counted within the window, for Craft's user fields. The
 * account itself is never locked (a stranger could lock the owner out): the sign-in throttle per
 * account and client stops the guessing.
 */
export function afterInvalidLogin(
  user: LoginTracking,
  now: Date,
  ip: string | null,
): LoginTracking {
  const withinWindow =
    user.lastInvalidLoginDate !== null &&
    now.getTime() - user.lastInvalidLoginDate.getTime() < INVALID_LOGIN_WINDOW_SECONDS * 1000;
  return {
    ...user,
    invalidLoginCount: (withinWindow ? user.invalidLoginCount : 0) + 1,
    lastInvalidLoginDate: now,
    lastLoginAttemptIp: ip,
  };
}

/** A correct sign-in clears the failure count and any expired lock. */
export const afterValidLogin = (
  user: LoginTracking,
  now: Date,
  ip: string | null,
): LoginTracking => ({
  ...user,
  invalidLoginCount: 0,
  lastInvalidLoginDate: null,
  locked: false,
  lockoutDate: null,
  lastLoginDate: now,
  lastLoginAttemptIp: ip,
});

/** What a correct password still cannot get past, in Craft's order; null means the user may sign in. */
export function statusFailure(
  user: Pick<
    User,
    'archived' | 'enabled' | 'suspended' | 'pending' | 'active' | 'passwordResetRequired'
  >,
): LoginFailure | null {
  if (user.archived || !user.enabled) return loginFailure('invalid_credentials');
  if (user.suspended) return loginFailure('account_suspended');
  if (user.pending) return loginFailure('pending_verification');
  if (!user.active) return loginFailure('invalid_credentials');
  if (user.passwordResetRequired) return loginFailure('password_reset_required');
  return null;
}
