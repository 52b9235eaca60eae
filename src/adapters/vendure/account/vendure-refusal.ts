// Vendure's ErrorResults as the storefront's refused forms: which field of our forms each one
// belongs to depends on the operation, so each caller names its fields.
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../../domain/shared/result';
import { absentFailure, refusedFormFailure } from '../client/vendure-failure';
import type { Refusal } from './vendure-account.schema';

/** The form field each error code belongs to; a code not named is shown above the form. */
export type RefusalFields = Readonly<Partial<Record<string, string>>>;

export const isRefusal = <T extends object>(answer: T | Refusal): answer is Refusal =>
  'errorCode' in answer;

/**
 * A refusal as a 400 with the message on its field. A Vendure without its password login (no
 * NativeAuthenticationStrategy) has no counterpart for any of this: 501, as for what it lacks.
 */
export const refusalFailure = (
  operation: string,
  refusal: Refusal,
  fields: RefusalFields = {},
): GatewayError =>
  refusal.errorCode === 'NATIVE_AUTH_STRATEGY_ERROR'
    ? absentFailure(operation, 'POST')
    : refusedFormFailure(
        operation,
        refusal.validationErrorMessage ?? refusal.message,
        fields[refusal.errorCode] ?? null,
      );

/** A mutation's answer: what it did, or its refusal as a refused form. */
export const outcomeOf = <T extends object>(
  operation: string,
  answer: Result<T | Refusal, GatewayError>,
  fields: RefusalFields = {},
): Result<T, GatewayError> => {
  if (!answer.ok) return answer;
  return isRefusal(answer.value)
    ? err(refusalFailure(operation, answer.value, fields))
    : ok(answer.value);
};
