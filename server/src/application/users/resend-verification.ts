import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { AccountNotifier } from '../../ports/users/account-notifier.ts';
import type { UserRepository } from '../../ports/users/user-repository.ts';
import { type CodeDeps, issueCode } from './one-time-codes.ts';

/** One activation mail a minute per account: enough for a lost mail, useless for mail bombing. */
export const RESEND_COOLDOWN_SECONDS = 60;

export interface ResendDeps extends CodeDeps {
  readonly users: UserRepository;
  readonly notifier: AccountNotifier;
}

export type ResendFailure =
  | { readonly kind: 'cooldown'; readonly timeRemaining: number }
  | { readonly kind: 'already-active' }
  | { readonly kind: 'not-pending' };

/**
 * Sends a pending account's activation mail again. An address without an account gets the same
 * answer as a successful send, so the form does not reveal who has an account.
 */
export async function resendVerification(
  deps: ResendDeps,
  email: string,
): Promise<Result<'sent' | 'no-account', ResendFailure>> {
  const user = await deps.users.findByEmail(email);
  if (!user) return ok('no-account');
  if (user.active && !user.pending) return err({ kind: 'already-active' });
  if (!user.pending) return err({ kind: 'not-pending' });
  const previous = await deps.codes.find(user.id, 'verify-email');
  if (previous) {
    const elapsed = (deps.clock.now().getTime() - previous.issuedAt.getTime()) / 1000;
    if (elapsed < RESEND_COOLDOWN_SECONDS) {
      return err({ kind: 'cooldown', timeRemaining: Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed) });
    }
  }
  await deps.notifier.sendActivation(user, await issueCode(deps, user.id, 'verify-email'));
  return ok('sent');
}
