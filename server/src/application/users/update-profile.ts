import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { User } from '../../domain/users/user.ts';
import {
  addError,
  emailErrors,
  emailTakenError,
  type FieldErrors,
  nameErrors,
  passwordErrors,
  usernameTakenError,
} from '../../domain/users/user-validation.rules.ts';
import type { AccountNotifier } from '../../ports/users/account-notifier.ts';
import type { PasswordHasher } from '../../ports/users/password-hasher.ts';
import type { SessionRepository } from '../../ports/users/session-repository.ts';
import type { UserChanges, UserRepository } from '../../ports/users/user-repository.ts';
import { type CodeDeps, issueCode } from './one-time-codes.ts';
import { normalisedNames } from './register.ts';

export interface UpdateProfileDeps extends CodeDeps {
  readonly users: UserRepository;
  readonly hasher: PasswordHasher;
  readonly notifier: AccountNotifier;
  readonly sessions: SessionRepository;
}

export interface ProfileInput {
  readonly email?: string | undefined;
  readonly username?: string | undefined;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly fullName?: string | undefined;
  readonly newPassword?: string | undefined;
  readonly currentPassword?: string | undefined;
  readonly preferredLanguage?: string | undefined;
}

export interface ProfileSaved {
  readonly user: User;
  readonly passwordChanged: boolean;
  readonly emailVerificationSent: boolean;
}

export interface ProfileRejected {
  readonly errors: FieldErrors;
  /** The stored user with the posted changes, not saved (never a password). */
  readonly user: User;
}

type Changes = { -readonly [K in keyof UserChanges]: UserChanges[K] };

/** A step's errors and the changes it asks for (kept even when invalid: Craft shows them). */
interface Step {
  readonly errors: FieldErrors;
  readonly changes: Changes;
}

/** A new e-mail or password: each valid, the e-mail free, and the current password right. */
async function credentialErrors(
  deps: UpdateProfileDeps,
  user: User,
  input: ProfileInput,
  [newEmail, emailChanges, passwordChanges]: readonly [string | undefined, boolean, boolean],
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (emailChanges && newEmail !== undefined) {
    addError(errors, 'email', emailErrors(newEmail));
    if (!errors.email && (await deps.users.isEmailTaken(newEmail, user.id))) {
      addError(errors, 'email', [emailTakenError(newEmail)]);
    }
  }
  if (passwordChanges) addError(errors, 'newPassword', passwordErrors(input.newPassword ?? ''));
  if (emailChanges || passwordChanges) {
    const hash = await deps.users.passwordHashOf(user.id);
    const currentOk =
      hash !== null && (await deps.hasher.verify(hash, input.currentPassword ?? ''));
    if (!currentOk) addError(errors, 'currentPassword', ['Incorrect current password.']);
  }
  return errors;
}

async function usernameStep(
  deps: UpdateProfileDeps,
  user: User,
  input: ProfileInput,
): Promise<Step> {
  const errors: FieldErrors = {};
  if (input.username === undefined || input.username.trim() === user.username) {
    return { errors, changes: {} };
  }
  const username = input.username.trim();
  addError(
    errors,
    'username',
    username === '' ? ['Username cannot be blank.'] : nameErrors('Username', username),
  );
  if (!errors.username && (await deps.users.isUsernameTaken(username, user.id))) {
    addError(errors, 'username', [usernameTakenError(username)]);
  }
  return { errors, changes: { username } };
}

/** The names and the preferred language: checked without reading anything. */
function namesAndLanguageStep(user: User, input: ProfileInput): Step {
  const errors: FieldErrors = {};
  const changes: Changes = {};
  if (
    input.fullName !== undefined ||
    input.firstName !== undefined ||
    input.lastName !== undefined
  ) {
    const names = normalisedNames({
      fullName: input.fullName,
      firstName: input.firstName ?? user.firstName ?? undefined,
      lastName: input.lastName ?? user.lastName ?? undefined,
    });
    addError(errors, 'firstName', nameErrors('First Name', names.firstName));
    addError(errors, 'lastName', nameErrors('Last Name', names.lastName));
    addError(errors, 'fullName', nameErrors('Full Name', names.fullName));
    Object.assign(changes, names);
  }
  if (input.preferredLanguage !== undefined) {
    const language = input.preferredLanguage.trim();
    if (language !== '' && !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language)) {
      addError(errors, 'preferredLanguage', ['Preferred Language is invalid.']);
    }
    changes.preferredLanguage = language === '' ? null : language;
  }
  return { errors, changes };
}

/** The valid changes saved; a new password signs out the other sessions, a new e-mail is verified. */
async function saveProfile(
  deps: UpdateProfileDeps,
  [user, changes, currentSessionIdHash]: readonly [User, Changes, string | undefined],
  [newEmail, emailChanges, passwordChanges]: readonly [string | undefined, boolean, boolean],
  newPassword: string,
): Promise<ProfileSaved> {
  if (emailChanges) changes.unverifiedEmail = newEmail;
  if (passwordChanges) {
    changes.passwordHash = await deps.hasher.hash(newPassword);
    changes.lastPasswordChangeDate = deps.clock.now();
    changes.passwordResetRequired = false;
  }
  const saved = Object.keys(changes).length > 0 ? await deps.users.update(user.id, changes) : user;
  if (passwordChanges) await deps.sessions.deleteForUser(user.id, currentSessionIdHash);
  if (emailChanges && newEmail !== undefined) {
    await deps.notifier.sendNewEmailVerification(
      saved,
      newEmail,
      await issueCode(deps, user.id, 'verify-email'),
    );
  }
  return { user: saved, passwordChanged: passwordChanges, emailVerificationSent: emailChanges };
}

/**
 * A customer edits their own account. Changing the e-mail or the password needs the current password;
 * a new e-mail takes effect only once verified; a new password signs out every other session.
 */
export async function updateProfile(
  deps: UpdateProfileDeps,
  user: User,
  input: ProfileInput,
  currentSessionIdHash: string | undefined,
): Promise<Result<ProfileSaved, ProfileRejected>> {
  const newEmail = input.email?.trim();
  const emailChanges =
    newEmail !== undefined && newEmail.toLowerCase() !== user.email.toLowerCase();
  const passwordChanges = input.newPassword !== undefined && input.newPassword !== '';
  const asked = [newEmail, emailChanges, passwordChanges] as const;
  const credentials = await credentialErrors(deps, user, input, asked);
  const username = await usernameStep(deps, user, input);
  const rest = namesAndLanguageStep(user, input);
  const errors: FieldErrors = { ...credentials, ...username.errors, ...rest.errors };
  const changes: Changes = { ...username.changes, ...rest.changes };
  if (Object.keys(errors).length > 0) {
    // Craft's asModelFailure: the user with what was posted, unsaved (a new e-mail as unverified).
    const submitted = {
      ...user,
      ...changes,
      ...(emailChanges ? { unverifiedEmail: newEmail } : {}),
    };
    return err({ errors, user: submitted });
  }
  const newPassword = input.newPassword ?? '';
  return ok(await saveProfile(deps, [user, changes, currentSessionIdHash], asked, newPassword));
}
