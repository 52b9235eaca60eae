import { err, ok, type Result } from '../../domain/shared/result.ts';
import {
  afterInvalidLogin,
  afterValidLogin,
  COOLDOWN_SECONDS,
  cooldownFailure,
  loginFailure,
  type LoginFailure,
  remainingCooldownSeconds,
  statusFailure,
} from '../../domain/users/login.rules.ts';
import type { User } from '../../domain/users/user.ts';
import type { Clock } from '../../ports/clock.ts';
import type { PasswordHasher } from '../../ports/password-hasher.ts';
import type { AccountNotifier } from '../../ports/account-notifier.ts';
import type { UserRepository } from '../../ports/user-repository.ts';
import { type CodeDeps, issueCode } from './one-time-codes.ts';

export interface LoginDeps extends CodeDeps {
  readonly users: UserRepository;
  readonly hasher: PasswordHasher;
  readonly clock: Clock;
  readonly notifier: AccountNotifier;
}

export interface LoginInput {
  readonly loginName: string;
  readonly password: string;
  readonly ip: string | null;
}

/**
 * Craft's sign-in: by username or e-mail; every path that reveals nothing spends a password
 * verification, so unknown, locked and wrong-password attempts take the same time.
 */
export async function login(
  deps: LoginDeps,
  input: LoginInput,
): Promise<Result<User, LoginFailure>> {
  const user = await deps.users.findByLoginName(input.loginName);
  const hash = user ? await deps.users.passwordHashOf(user.id) : null;
  if (!user || hash === null) {
    await deps.hasher.verifyDummy(input.password);
    return err(loginFailure('invalid_credentials'));
  }
  const now = deps.clock.now();
  const cooldown = remainingCooldownSeconds(user, now);
  if (cooldown > 0) {
    await deps.hasher.verifyDummy(input.password);
    return err(cooldownFailure(cooldown));
  }
  // A lock whose cooldown has passed no longer counts.
  const current = user.locked
    ? { ...user, locked: false, lockoutDate: null, invalidLoginCount: 0 }
    : user;

  if (!(await deps.hasher.verify(hash, input.password))) {
    const tracking = afterInvalidLogin(current, now, input.ip);
    await deps.users.recordLoginTracking(user.id, tracking);
    return err(
      tracking.locked ? cooldownFailure(COOLDOWN_SECONDS) : loginFailure('invalid_credentials'),
    );
  }
  const blocked = statusFailure(current);
  if (blocked?.errorCode === 'password_reset_required') {
    // Craft mails the reset link as the answer says ("Check your email for instructions").
    await deps.notifier.sendPasswordReset(user, await issueCode(deps, user.id, 'reset-password'));
  }
  if (blocked) return err(blocked);

  const tracking = afterValidLogin(current, now, input.ip);
  await deps.users.recordLoginTracking(user.id, tracking);
  return ok({ ...current, ...tracking });
}
