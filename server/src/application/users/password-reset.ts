import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { User } from '../../domain/users/user.ts';
import { statusOf } from '../../domain/users/user-status.rules.ts';
import { passwordErrors } from '../../domain/users/user-validation.rules.ts';
import type { AccountNotifier } from '../../ports/users/account-notifier.ts';
import type { PasswordHasher } from '../../ports/users/password-hasher.ts';
import type { SessionRepository } from '../../ports/users/session-repository.ts';
import type { UserRepository } from '../../ports/users/user-repository.ts';
import { type CodeDeps, findValidCode, issueCode } from './one-time-codes.ts';

export interface PasswordResetDeps extends CodeDeps {
  readonly users: UserRepository;
  readonly hasher: PasswordHasher;
  readonly notifier: AccountNotifier;
  readonly sessions: SessionRepository;
}

export type ResetRequestFailure = { readonly kind: 'unknown-user' };

/** Craft: any user with credentials (or awaiting them) may get a reset link; a new one replaces the last. */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  loginName: string,
): Promise<Result<User, ResetRequestFailure>> {
  const user = await deps.users.findByLoginName(loginName);
  if (!user || user.archived || !user.enabled || user.suspended)
    return err({ kind: 'unknown-user' });
  await deps.notifier.sendPasswordReset(user, await issueCode(deps, user.id, 'reset-password'));
  return ok(user);
}

export type SetPasswordFailure =
  | { readonly kind: 'unknown-user'; readonly uid: string }
  | { readonly kind: 'invalid-code' }
  | { readonly kind: 'invalid-password'; readonly errors: readonly string[] };

/**
 * Setting a password with a code from a mail: a reset code, or an activation code of a user who never
 * had a password. The code is single use; a pending user becomes active; every session of the user
 * ends (whoever had the old password is signed out). No automatic sign-in.
 */
export async function setPasswordWithCode(
  deps: PasswordResetDeps,
  input: { uid: string; code: string; newPassword: string },
): Promise<Result<{ user: User; status: string }, SetPasswordFailure>> {
  const user = await deps.users.findByUid(input.uid);
  if (!user) return err({ kind: 'unknown-user', uid: input.uid });
  // A verification code also reaches a newly typed address, so it may set only a first password.
  const stored =
    (await findValidCode(deps, user.id, 'reset-password', input.code)) ??
    (user.hasPassword ? null : await findValidCode(deps, user.id, 'verify-email', input.code));
  if (!stored) return err({ kind: 'invalid-code' });
  const problems = passwordErrors(input.newPassword);
  if (problems.length > 0) return err({ kind: 'invalid-password', errors: problems });
  if (!(await deps.codes.consume(stored.id))) return err({ kind: 'invalid-code' });

  const saved = await deps.users.update(user.id, {
    passwordHash: await deps.hasher.hash(input.newPassword),
    lastPasswordChangeDate: deps.clock.now(),
    passwordResetRequired: false,
    locked: false,
    lockoutDate: null,
    invalidLoginCount: 0,
    ...(user.pending || !user.active
      ? { pending: false, active: true, unverifiedEmail: null }
      : {}),
  });
  await deps.sessions.deleteForUser(user.id);
  return ok({ user: saved, status: statusOf(saved) });
}
