// The verify-email page sends the code of a mail's link. With Vendure the code is a token, of one
// of two mails: a new account's, or a new e-mail address's (a profile change). The page is the same
// for both, so a token Vendure does not know for an account is tried as an address change.
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { VendureClient } from '../client/vendure-client';
import { refusedFormFailure } from '../client/vendure-failure';
import { CONFIRM_EMAIL_CHANGE, VERIFY_ACCOUNT } from './vendure-account.operations';
import { confirmEmailChangeSchema, verifyAccountSchema } from './vendure-account.schema';
import { isRefusal, outcomeOf } from './vendure-refusal';

/** Said when neither kind of link works: a guest's change link is refused as not theirs. */
export const INVALID_LINK_MESSAGE =
  'This link is not valid. If it confirms a new e-mail address, sign in and open it again.';

const isForbidden = (error: GatewayError): boolean =>
  error.kind === 'request-failed' && error.error.status === 403;

/** Only the signed-in customer may confirm their new address. */
const confirmEmailChange = async (
  client: VendureClient,
  token: string,
): Promise<Result<unknown, GatewayError>> => {
  const answer = await client.mutate(
    CONFIRM_EMAIL_CHANGE,
    { token },
    confirmEmailChangeSchema,
    (data) => data.updateCustomerEmailAddress,
  );
  const notValid = answer.ok
    ? isRefusal(answer.value) && answer.value.errorCode === 'IDENTIFIER_CHANGE_TOKEN_INVALID_ERROR'
    : isForbidden(answer.error);
  return notValid
    ? err(refusedFormFailure(VERIFY_ACCOUNT.name, INVALID_LINK_MESSAGE, null))
    : outcomeOf(CONFIRM_EMAIL_CHANGE.name, answer);
};

/**
 * Vendure verifies the account and signs its customer in (its session cookie): the storefront
 * learns that on its next session read.
 */
export const verifyEmailToken = async (
  client: VendureClient,
  token: string,
): Promise<Result<void, GatewayError>> => {
  const answer = await client.mutate(
    VERIFY_ACCOUNT,
    { token },
    verifyAccountSchema,
    (data) => data.verifyCustomerAccount,
  );
  const unknown =
    answer.ok &&
    isRefusal(answer.value) &&
    answer.value.errorCode === 'VERIFICATION_TOKEN_INVALID_ERROR';
  const done = unknown
    ? await confirmEmailChange(client, token)
    : outcomeOf(VERIFY_ACCOUNT.name, answer);
  return done.ok ? ok(undefined) : done;
};
