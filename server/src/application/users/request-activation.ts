import { err, ok, type Result } from '../../domain/shared/result.ts';
import {
  addError,
  emailErrors,
  type FieldErrors,
  joinName,
  nameErrors,
  passwordErrors,
} from '../../domain/users/user-validation.rules.ts';
import type { AccountNotifier } from '../../ports/account-notifier.ts';
import type { PasswordHasher } from '../../ports/password-hasher.ts';
import type { UserChanges, UserRepository } from '../../ports/user-repository.ts';
import { canRequestActivation } from './account-info.ts';
import { type CodeDeps, issueCode } from './one-time-codes.ts';

export interface RequestActivationDeps extends CodeDeps {
  readonly users: UserRepository;
  readonly hasher: PasswordHasher;
  readonly notifier: AccountNotifier;
}

export interface ActivationRequest {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly password?: string | undefined;
  readonly passwordConfirm?: string | undefined;
}

export type ActivationRequestFailure =
  | { readonly kind: 'invalid'; readonly errors: FieldErrors }
  | { readonly kind: 'no-account' }
  | { readonly kind: 'already-active' }
  | { readonly kind: 'not-allowed' };

/** The spec's rules: a valid e-mail, first and last names; an optional password must be confirmed. */
export function validateActivationRequest(input: ActivationRequest): FieldErrors {
  const errors: FieldErrors = {};
  addError(errors, 'email', emailErrors(input.email));
  addError(
    errors,
    'firstName',
    input.firstName.trim() === ''
      ? ['First Name cannot be blank.']
      : nameErrors('First Name', input.firstName),
  );
  addError(
    errors,
    'lastName',
    input.lastName.trim() === ''
      ? ['Last Name cannot be blank.']
      : nameErrors('Last Name', input.lastName),
  );
  if (input.password) {
    addError(errors, 'password', passwordErrors(input.password));
    if (input.passwordConfirm !== input.password)
      addError(errors, 'passwordConfirm', ['Passwords do not match.']);
  }
  return errors;
}

/**
 * An existing customer record that was never activated (imported, or created by a guest checkout)
 * asks for activation: names and an optional password are saved, and an activation mail is sent.
 */
export async function requestActivation(
  deps: RequestActivationDeps,
  input: ActivationRequest,
): Promise<Result<'sent', ActivationRequestFailure>> {
  const errors = validateActivationRequest(input);
  if (Object.keys(errors).length > 0) return err({ kind: 'invalid', errors });
  const user = await deps.users.findByEmail(input.email.trim());
  if (!user) return err({ kind: 'no-account' });
  if (user.active && !user.pending) return err({ kind: 'already-active' });
  if (!canRequestActivation(user)) return err({ kind: 'not-allowed' });

  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const changes: UserChanges = {
    firstName,
    lastName,
    fullName: joinName(firstName, lastName),
    pending: true,
    unverifiedEmail: user.email,
    ...(input.password
      ? {
          passwordHash: await deps.hasher.hash(input.password),
          lastPasswordChangeDate: deps.clock.now(),
        }
      : {}),
  };
  const saved = await deps.users.update(user.id, changes);
  // With a password the link verifies the e-mail; without one it leads to setting a password.
  const purpose = saved.hasPassword ? 'verify-email' : 'reset-password';
  await deps.notifier.sendActivationRequest(saved, await issueCode(deps, saved.id, purpose));
  return ok('sent');
}
