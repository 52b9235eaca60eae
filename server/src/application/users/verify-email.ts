import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { User } from '../../domain/users/user.ts';
import type { UserRepository } from '../../ports/users/user-repository.ts';
import { type CodeDeps, findValidCode } from './one-time-codes.ts';

export interface VerifyEmailDeps extends CodeDeps {
  readonly users: UserRepository;
}

export type VerifyEmailFailure =
  { readonly kind: 'invalid-code' } | { readonly kind: 'email-taken'; readonly email: string };

/**
 * Following an activation or new-address link: the unverified address becomes the e-mail, a pending
 * account becomes active, and the code is used up. No automatic sign-in (Craft's default).
 */
export async function verifyEmail(
  deps: VerifyEmailDeps,
  uid: string,
  code: string,
): Promise<Result<User, VerifyEmailFailure>> {
  const user = await deps.users.findByUid(uid);
  if (!user) return err({ kind: 'invalid-code' });
  const stored = await findValidCode(deps, user.id, 'verify-email', code);
  if (!stored || !(await deps.codes.consume(stored.id))) return err({ kind: 'invalid-code' });
  const email = user.unverifiedEmail ?? user.email;
  if (
    email.toLowerCase() !== user.email.toLowerCase() &&
    (await deps.users.isEmailTaken(email, user.id))
  ) {
    return err({ kind: 'email-taken', email });
  }
  const activates = user.pending || !user.active;
  return ok(
    await deps.users.update(user.id, {
      email,
      unverifiedEmail: null,
      ...(activates ? { pending: false, active: true } : {}),
    }),
  );
}
