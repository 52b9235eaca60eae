import { err, ok, type Result } from '../../domain/shared/result.ts';
import {
  afterInvalidLogin,
  afterValidLogin,
  cooldownFailure,
  loginFailure,
  type LoginFailure,
  statusFailure,
} from '../../domain/users/login.rules.ts';
import type { User } from '../../domain/users/user.ts';
import type { Clock } from '../../ports/system/clock.ts';
import type { PasswordHasher } from '../../ports/users/password-hasher.ts';
import type { AccountNotifier } from '../../ports/users/account-notifier.ts';
import type { UserRepository } from '../../ports/users/user-repository.ts';
import {
  checkRateLimits,
  type RateLimitDeps,
  rateLimitKey,
} from '../rate-limit/check-rate-limits.ts';
import { type CodeDeps, issueCode } from './one-time-codes.ts';

export interface LoginDeps extends CodeDeps {
  readonly users: UserRepository;
  readonly hasher: PasswordHasher;
  readonly clock: Clock;
  readonly notifier: AccountNotifier;
  readonly rateLimits: RateLimitDeps;
}

export interface LoginInput {
  readonly loginName: string;
  readonly password: string;
  readonly ip: string | null;
  /** Who is trying (the client's address): attempts are throttled per account and client. */
  readonly client: string;
}

/** One counter per account and client: a stranger's guesses lock only the stranger out. */
const attemptsKey = (user: User, client: string) =>
  rateLimitKey('login-account', `${user.id}|${client}`);

/**
 * Craft's sign-in: by username or e-mail; every path that reveals nothing spends a password
 * verification, so unknown, locked and wrong-password attempts take the same time. Wrong passwords
 * lock out the client that typed them (Craft's "Account locked" answer), never the account itself, so
 * the owner on another client still signs in; a correct password clears that client's count.
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
  const key = attemptsKey(user, input.client);
  const attempts = await checkRateLimits(deps.rateLimits, [{ policy: 'login-account', key }], now);
  if (!attempts.allowed) {
    await deps.hasher.verifyDummy(input.password);
    return err(cooldownFailure(attempts.retryAfterSeconds));
  }

  if (!(await deps.hasher.verify(hash, input.password))) {
    await deps.users.recordLoginTracking(user.id, afterInvalidLogin(user, now, input.ip));
    // The last wrong password the client may type says so, as Craft's fifth does.
    const lastOne = attempts.remaining === 0;
    const untilReset = Math.ceil((attempts.resetAt.getTime() - now.getTime()) / 1000);
    return err(lastOne ? cooldownFailure(untilReset) : loginFailure('invalid_credentials'));
  }
  await deps.rateLimits.limiter.reset(key);
  const blocked = statusFailure(user);
  if (blocked?.errorCode === 'password_reset_required') {
    // Craft mails the reset link as the answer says ("Check your email for instructions").
    await deps.notifier.sendPasswordReset(user, await issueCode(deps, user.id, 'reset-password'));
  }
  if (blocked) return err(blocked);

  const tracking = afterValidLogin(user, now, input.ip);
  await deps.users.recordLoginTracking(user.id, tracking);
  return ok({ ...user, ...tracking });
}
