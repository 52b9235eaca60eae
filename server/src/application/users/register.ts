import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { User, UserDraft } from '../../domain/users/user.ts';
import { isCredentialed } from '../../domain/users/user-status.rules.ts';
import {
  addError,
  emailErrors,
  emailTakenError,
  type FieldErrors,
  joinName,
  nameErrors,
  passwordErrors,
  splitFullName,
  usernameTakenError,
} from '../../domain/users/user-validation.rules.ts';
import type { AccountNotifier } from '../../ports/users/account-notifier.ts';
import type { PasswordHasher } from '../../ports/users/password-hasher.ts';
import type { UserRepository } from '../../ports/users/user-repository.ts';
import { type CodeDeps, issueCode } from './one-time-codes.ts';
import { canRequestActivation } from './account-info.ts';
import { mailActivationLink } from './request-activation.ts';

export interface RegisterDeps extends CodeDeps {
  readonly users: UserRepository;
  readonly hasher: PasswordHasher;
  readonly notifier: AccountNotifier;
  readonly newUid: () => string;
}

export interface RegistrationInput {
  readonly email: string;
  readonly username?: string | undefined;
  readonly password?: string | undefined;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly fullName?: string | undefined;
}

export interface RegistrationRejected {
  readonly errors: FieldErrors;
  /** The user as submitted, not saved. */
  readonly user: UserDraft;
}

/** Names as Craft saves them: a full name wins and first/last are derived from it. */
export function normalisedNames(
  input: Pick<RegistrationInput, 'firstName' | 'lastName' | 'fullName'>,
) {
  const clean = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  const fullName = clean(input.fullName);
  if (fullName) return { fullName, ...splitFullName(fullName) };
  const firstName = clean(input.firstName);
  const lastName = clean(input.lastName);
  return { firstName, lastName, fullName: joinName(firstName, lastName) };
}

/** None of an account's history: what a registration shows, whatever record it reuses. */
const NO_HISTORY = {
  photoId: null,
  preferredLanguage: null,
  primaryBillingAddressId: null,
  primaryShippingAddressId: null,
  locked: false,
  passwordResetRequired: false,
  hasPassword: true,
  lastLoginDate: null,
  lastLoginAttemptIp: null,
  invalidLoginCount: 0,
  lastInvalidLoginDate: null,
  lockoutDate: null,
  lastPasswordChangeDate: null,
} as const satisfies Partial<User>;

/** What a registration sets on the account: what the registrant typed, pending verification. */
type RegistrationFields = Pick<
  User,
  | 'username'
  | 'email'
  | 'unverifiedEmail'
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'active'
  | 'pending'
>;

/** What a registrant is shown for an existing record: what they typed, none of the record's history. */
const asFreshRegistration = (record: User, fields: RegistrationFields, now: Date): User => ({
  ...record,
  ...fields,
  ...NO_HISTORY,
  dateCreated: now,
  dateUpdated: now,
});

/** A refused registration as submitted (Craft's asModelFailure shows the unsaved user). */
const registrationDraft = (fields: RegistrationFields): UserDraft => ({
  ...fields,
  ...NO_HISTORY,
  email: fields.email || null,
  unverifiedEmail: fields.email || null,
  suspended: false,
  admin: false,
  enabled: true,
  archived: false,
  id: null,
  uid: null,
  dateCreated: null,
  dateUpdated: null,
});

/**
 * Public registration with e-mail verification (Craft's default): the account is saved pending and an
 * activation mail is sent. The address of a never-activated record (an imported customer) may be
 * registered, but the caller has not proved the mailbox: nothing is saved, and the owner is mailed a
 * link to choose the password themselves (a stranger's password must never become theirs). The answer
 * shows the registration as asked for, not the stored record.
 */
export async function registerUser(
  deps: RegisterDeps,
  input: RegistrationInput,
): Promise<Result<User, RegistrationRejected>> {
  const email = input.email.trim();
  const username = (input.username?.trim() || email).slice(0, 255);
  const names = normalisedNames(input);
  const errors: FieldErrors = {};
  addError(errors, 'email', emailErrors(email));
  addError(errors, 'username', nameErrors('Username', username));
  addError(errors, 'firstName', nameErrors('First Name', names.firstName));
  addError(errors, 'lastName', nameErrors('Last Name', names.lastName));
  addError(errors, 'fullName', nameErrors('Full Name', names.fullName));
  const password = input.password ?? '';
  addError(
    errors,
    'password',
    password === '' ? ['New Password cannot be blank.'] : passwordErrors(password),
  );

  const existing = errors.email ? null : await deps.users.findByEmail(email);
  const reusable = existing && !isCredentialed(existing) && !existing.suspended ? existing : null;
  if (existing && !reusable) addError(errors, 'email', [emailTakenError(email)]);
  if (!errors.username && (await deps.users.isUsernameTaken(username, reusable?.id))) {
    addError(errors, 'username', [usernameTakenError(username)]);
  }
  const fields = {
    username,
    email,
    unverifiedEmail: email,
    ...names,
    active: false,
    pending: true,
  };
  if (Object.keys(errors).length > 0) return err({ errors, user: registrationDraft(fields) });

  if (reusable) {
    if (canRequestActivation(reusable)) await mailActivationLink(deps, reusable);
    return ok(asFreshRegistration(reusable, fields, deps.clock.now()));
  }
  const user = await deps.users.create({
    uid: deps.newUid(),
    passwordHash: await deps.hasher.hash(password),
    ...fields,
  });
  await deps.notifier.sendActivation(user, await issueCode(deps, user.id, 'verify-email'));
  return ok(user);
}
