// Makes a person shop staff (the back office's admin flag): an existing account is promoted as it is;
// a new address gets an account without a password and a set-password mail (the password-reset
// mail, through the durable queue). Nobody becomes staff any other way: not by signing up, not by
// any call of the API.
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { User } from '../../domain/users/user.ts';
import { emailErrors } from '../../domain/users/user-validation.rules.ts';
import type { AccountNotifier } from '../../ports/users/account-notifier.ts';
import type { UserRepository } from '../../ports/users/user-repository.ts';
import { type CodeDeps, issueCode } from './one-time-codes.ts';

export interface AddStaffDeps extends CodeDeps {
  readonly users: UserRepository;
  readonly notifier: AccountNotifier;
  readonly newUid: () => string;
}

export type StaffOutcome =
  | { readonly kind: 'created'; readonly user: User }
  | { readonly kind: 'promoted'; readonly user: User }
  | { readonly kind: 'already-staff'; readonly user: User }
  | { readonly kind: 'link-sent-again'; readonly user: User };

/** The password-reset mail: setting the password with its code also activates the account. */
const sendSetPasswordLink = async (deps: AddStaffDeps, user: User): Promise<void> =>
  deps.notifier.sendPasswordReset(user, await issueCode(deps, user.id, 'reset-password'));

export async function addStaffMember(
  deps: AddStaffDeps,
  rawEmail: string,
): Promise<Result<StaffOutcome, string>> {
  const email = rawEmail.trim();
  const [problem] = emailErrors(email);
  if (problem !== undefined) return err(problem);
  const existing = await deps.users.findByEmail(email);
  if (existing?.admin && !existing.hasPassword) {
    // Staff who never set their password (the link ran out): a new link.
    await sendSetPasswordLink(deps, existing);
    return ok({ kind: 'link-sent-again', user: existing });
  }
  if (existing?.admin) return ok({ kind: 'already-staff', user: existing });
  if (existing)
    return ok({ kind: 'promoted', user: await deps.users.update(existing.id, { admin: true }) });
  const created = await deps.users.create({
    uid: deps.newUid(),
    username: email,
    email,
    unverifiedEmail: null,
    passwordHash: null,
    firstName: null,
    lastName: null,
    fullName: null,
    active: false,
    pending: true,
  });
  const user = await deps.users.update(created.id, { admin: true });
  await sendSetPasswordLink(deps, user);
  return ok({ kind: 'created', user });
}
