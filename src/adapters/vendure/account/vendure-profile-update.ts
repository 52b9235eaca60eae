// A signed-in customer's changes to their own record. Vendure takes them in separate mutations (the
// password, the e-mail address, the names), sent in that order, each only when asked for: the
// first refusal ends the update, and what went before it stays done.
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { fieldErrorMessage } from '../../../domain/forms/form-messages.rules';
import type { Email } from '../../../domain/forms/email';
import { parseEmail } from '../../../domain/forms/email.rules';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { User } from '../../../domain/user/user';
import { isEmailChange, splitFullName } from '../../../domain/user/user.rules';
import type { ProfileUpdate } from '../../../ports/account-gateway';
import type { VendureClient } from '../client/vendure-client';
import { forbiddenFailure, refusedFormFailure } from '../client/vendure-failure';
import { mapAccountCustomer } from './vendure-account.mapper';
import {
  ACCOUNT_CUSTOMER,
  REQUEST_EMAIL_CHANGE,
  UPDATE_NAMES,
  UPDATE_PASSWORD,
} from './vendure-account.operations';
import {
  accountCustomerAnswerSchema,
  requestEmailChangeSchema,
  updateNamesSchema,
  updatePasswordSchema,
} from './vendure-account.schema';
import { outcomeOf } from './vendure-refusal';

type Answer<T> = Promise<Result<T, GatewayError>>;

interface Names {
  readonly firstName?: string;
  readonly lastName?: string;
}

/** First and last names as given; Vendure has no full name, so one given alone is split. */
const namesOf = ({ firstName, lastName, fullName }: ProfileUpdate): Names | null => {
  if (firstName !== undefined || lastName !== undefined) {
    return {
      ...(firstName === undefined ? {} : { firstName }),
      ...(lastName === undefined ? {} : { lastName }),
    };
  }
  return fullName === undefined ? null : splitFullName(fullName);
};

/**
 * The new e-mail address when the update changes it (null when it keeps the account's own); one
 * that cannot be an address is refused before anything is sent.
 */
const newEmailOf = (user: User, update: ProfileUpdate): Result<Email | null, GatewayError> => {
  if (update.email === undefined || !isEmailChange(user.email, update.email)) {
    return ok(null);
  }
  const parsed = parseEmail(update.email);
  return parsed.ok
    ? parsed
    : err(refusedFormFailure(REQUEST_EMAIL_CHANGE.name, fieldErrorMessage(parsed.error), 'email'));
};

const changePassword = async (client: VendureClient, update: ProfileUpdate): Answer<void> => {
  if (update.newPassword === undefined) return ok(undefined);
  const variables = {
    currentPassword: update.currentPassword ?? '',
    newPassword: update.newPassword,
  };
  const answer = await client.mutate(
    UPDATE_PASSWORD,
    variables,
    updatePasswordSchema,
    (data) => data.updateCustomerPassword,
  );
  const done = outcomeOf(UPDATE_PASSWORD.name, answer, {
    INVALID_CREDENTIALS_ERROR: 'currentPassword',
    PASSWORD_VALIDATION_ERROR: 'newPassword',
  });
  return done.ok ? ok(undefined) : done;
};

/** Vendure mails the new address a link; the account keeps the old one until it is followed. */
const requestEmailChange = async (
  client: VendureClient,
  newEmail: Email | null,
  password: string,
): Answer<void> => {
  if (newEmail === null) return ok(undefined);
  const answer = await client.mutate(
    REQUEST_EMAIL_CHANGE,
    { password, newEmailAddress: newEmail },
    requestEmailChangeSchema,
    (data) => data.requestUpdateCustomerEmailAddress,
  );
  const done = outcomeOf(REQUEST_EMAIL_CHANGE.name, answer, {
    INVALID_CREDENTIALS_ERROR: 'currentPassword',
    EMAIL_ADDRESS_CONFLICT_ERROR: 'email',
  });
  return done.ok ? ok(undefined) : done;
};

const saveNames = (client: VendureClient, user: User, names: Names | null): Answer<User> =>
  names === null
    ? Promise.resolve(ok(user))
    : client.mutate(UPDATE_NAMES, { input: names }, updateNamesSchema, (data) =>
        mapAccountCustomer(data.updateCustomer),
      );

/**
 * Only the signed-in customer's own record may change: Vendure changes whoever is signed in, so
 * the record named is checked against them first (a guest, or another id: 403).
 */
export const updateProfile = async (client: VendureClient, update: ProfileUpdate): Answer<User> => {
  const current = await client.query(
    ACCOUNT_CUSTOMER,
    {},
    accountCustomerAnswerSchema,
    ({ activeCustomer }) => (activeCustomer === null ? null : mapAccountCustomer(activeCustomer)),
    'user',
  );
  if (!current.ok) return current;
  const user = current.value;
  if (user === null || user.id !== update.userId) {
    return err(forbiddenFailure(UPDATE_NAMES.name, 'You may change your own account only.'));
  }
  const newEmail = newEmailOf(user, update);
  if (!newEmail.ok) return newEmail;
  // The e-mail change first: it checks the current password, which a password change would replace.
  const email = await requestEmailChange(client, newEmail.value, update.currentPassword ?? '');
  if (!email.ok) return email;
  const password = await changePassword(client, update);
  if (!password.ok) return password;
  return saveNames(client, user, namesOf(update));
};
