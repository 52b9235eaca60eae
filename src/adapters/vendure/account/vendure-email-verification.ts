// The verify-email page sends the code of a mail's link. With Vendure the code is a token, of one
// of two mails: a new account's, or a new e-mail address's (a profile change). The page is the same
// for both, so a token Vendure does not know for an account is tried as an address change.
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { ok, type Result } from '../../../domain/shared/result';
import type { VendureClient } from '../client/vendure-client';
import { CONFIRM_EMAIL_CHANGE, VERIFY_ACCOUNT } from './vendure-account.operations';
import { confirmEmailChangeSchema, verifyAccountSchema } from './vendure-account.schema';
import { isRefusal, outcomeOf } from './vendure-refusal';

const refusedWith = (answer: Result<object, GatewayError>, errorCode: string): boolean =>
  answer.ok && isRefusal(answer.value) && answer.value.errorCode === errorCode;

/**
 * Vendure verifies an account and signs its customer in (its session cookie: the storefront learns
 * it on its next session read); it changes the address of whoever the change token belongs to,
 * signed in or not. A token neither knows is refused with the account verification's words.
 */
export const verifyEmailToken = async (
  client: VendureClient,
  token: string,
): Promise<Result<void, GatewayError>> => {
  const account = await client.mutate(
    VERIFY_ACCOUNT,
    { token },
    verifyAccountSchema,
    (data) => data.verifyCustomerAccount,
  );
  let done: Result<object, GatewayError> = outcomeOf(VERIFY_ACCOUNT.name, account);
  if (refusedWith(account, 'VERIFICATION_TOKEN_INVALID_ERROR')) {
    const change = await client.mutate(
      CONFIRM_EMAIL_CHANGE,
      { token },
      confirmEmailChangeSchema,
      (data) => data.updateCustomerEmailAddress,
    );
    if (!refusedWith(change, 'IDENTIFIER_CHANGE_TOKEN_INVALID_ERROR')) {
      done = outcomeOf(CONFIRM_EMAIL_CHANGE.name, change);
    }
  }
  return done.ok ? ok(undefined) : done;
};
