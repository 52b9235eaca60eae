import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { User } from '../../domain/users/user.ts';
import {
  addError,
  emailErrors,
  type FieldErrors,
  nameErrors,
  passwordErrors,
} from '../../domain/users/user-validation.rules.ts';
import type { AccountNotifier } from '../../ports/users/account-notifier.ts';
import type { UserRepository } from '../../ports/users/user-repository.ts';
import { canRequestActivation } from './account-info.ts';
import { type CodeDeps, issueCode } from './one-time-codes.ts';

export interface RequestActivationDeps extends CodeDeps {
  readonly users: UserRepository;
  readonly notifier: AccountNotifier;
}

export interface ActivationRequest {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly password?: string | undefined;
  readonly passwordConfirm?: string | undefined;
}

export type ActivationRequestFailure = { readonly kind: 'invalid'; readonly errors: FieldErrors };

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
 * Mails the owner of a never-activated account a link to choose a password; following it proves the
 * mailbox and activates the account. Nothing about the account changes before that.
 */
export async function mailActivationLink(deps: RequestActivationDeps, user: User): Promise<void> {
  await deps.notifier.sendActivationRequest(user, await issueCode(deps, user.id, 'reset-password'));
}

/**
 * Someone asks to activate the never-activated account (imported, guest checkout, or registered and
 * not yet verified) of an e-mail address. Anyone can ask, so the request changes nothing: names and
 * password are checked as the spec says but not saved (a stranger must not set the password the owner
 * then activates); the mailed link lets the owner choose the password. The answer is the same whether
 * or not such an account exists.
 */
export async function requestActivation(
  deps: RequestActivationDeps,
  input: ActivationRequest,
): Promise<Result<'answered', ActivationRequestFailure>> {
  const errors = validateActivationRequest(input);
  if (Object.keys(errors).length > 0) return err({ kind: 'invalid', errors });
  const user = await deps.users.findByEmail(input.email.trim());
  if (user && canRequestActivation(user)) await mailActivationLink(deps, user);
  return ok('answered');
}
