// How Vendure says no, turned into the storefront's GatewayError: GraphQL errors (an `errors` list,
// coded in `extensions.code`), and what the adapters refuse before asking.
import type { BackendError, HttpMethod } from '../../../domain/http/backend-error';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { fieldOf, nonBlank } from '../../../domain/shared/guards';
import { requestFailed } from '../../http/client/gateway-result';

/** The HTTP status each of Vendure's GraphQL error codes stands for. */
const STATUS_OF_CODE: Readonly<Record<string, number>> = {
  FORBIDDEN: 403,
  UNAUTHORIZED: 401,
  ENTITY_NOT_FOUND: 404,
  USER_INPUT_ERROR: 400,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  ILLEGAL_OPERATION: 409,
  // Our server's own answers on /shop-api (server/src/adapters/http/vendure/shop-api.errors.ts): a
  // rate limit, and Vendure unreachable or failing.
  TOO_MANY_REQUESTS: 429,
  COMMERCE_UNREACHABLE: 502,
};

export interface VendureCall {
  /** the operation's name, e.g. `products`: reported as the failure's endpoint */
  readonly operation: string;
  readonly method: HttpMethod;
}

const failure = (
  call: VendureCall,
  status: number,
  message: string,
  data: unknown,
): GatewayError => {
  const error: BackendError = {
    message,
    status,
    data,
    endpoint: `shop-api#${call.operation}`,
    method: call.method,
    retryCount: 0,
  };
  return requestFailed(error);
};

/** The first of a GraphQL answer's `errors`, when it has any. */
export const graphqlErrorOf = (body: unknown): unknown => {
  const errors = fieldOf(body, 'errors');
  return Array.isArray(errors) && errors.length > 0 ? (errors[0] as unknown) : undefined;
};

/** A GraphQL error as a failed request: its code gives the status (500 for an unknown one). */
export const graphqlFailure = (call: VendureCall, error: unknown, body: unknown): GatewayError => {
  const code = fieldOf(fieldOf(error, 'extensions'), 'code');
  const status = typeof code === 'string' ? (STATUS_OF_CODE[code] ?? 500) : 500;
  const message = nonBlank(fieldOf(error, 'message')) ?? `Vendure refused ${call.operation}`;
  return failure(call, status, message, body);
};

/**
 * Why a field of the storefront's form (`email`, `couponCode`, …) was refused: one of Vendure's
 * ErrorResults (a mutation's answer that says no without a GraphQL error), or the adapter's own
 * refusal of what Vendure cannot do.
 */
export interface FieldRefusal {
  readonly field: string;
  readonly message: string;
}

/**
 * Every ErrorResult (and every refusal an adapter makes in their place) becomes what our own
 * back-end answers a refused form with: a 400 whose body has the message, the errors per field and
 * whatever else the screens read (the cart as it now stands, say). The one place Vendure's "no" is
 * turned into the storefront's.
 */
export const errorResultFailure = (
  call: VendureCall,
  message: string,
  refusals: readonly FieldRefusal[],
  body: Readonly<Record<string, unknown>> = {},
): GatewayError => {
  const errors: Record<string, string[]> = {};
  for (const { field, message: text } of refusals) errors[field] = [...(errors[field] ?? []), text];
  return failure(call, 400, message, { ...body, message, errors });
};

/** Something the storefront asked for that does not exist (a product, an order): 404. */
export const notFoundFailure = (operation: string, what: string): GatewayError =>
  failure({ operation, method: 'GET' }, 404, `${what} not found`, null);

/** A request the adapter refuses before asking Vendure, as our own back-end would (400). */
export const invalidQueryFailure = (operation: string, message: string): GatewayError =>
  failure({ operation, method: 'GET' }, 400, message, { message, errors: { query: [message] } });

/**
 * A call Vendure has no counterpart for (shared carts, subscriptions, returns, …): 501, so nothing
 * pretends it worked. The capabilities port tells the screens not to offer it in the first place.
 */
export const absentFailure = (operation: string, method: HttpMethod): GatewayError =>
  failure({ operation, method }, 501, 'This shop does not offer this.', null);

/**
 * A customer's own data (their record, addresses, orders) asked for with nobody signed in: 401, as
 * our own back-end answers. Vendure itself answers `null` or FORBIDDEN, which says less.
 */
export const signedOutFailure = (operation: string): GatewayError =>
  failure({ operation, method: 'GET' }, 401, 'Please sign in first.', null);

/** A change to a customer's record by someone who is not that customer: 403. */
export const forbiddenFailure = (operation: string, message: string): GatewayError =>
  failure({ operation, method: 'POST' }, 403, message, { message });

/**
 * A refused form, shaped as our own back-end refuses one (400, `message` and `errors`), so the form
 * shows the text beside its field (or above the form when `field` is null). Both Vendure's
 * ErrorResults (`{ errorCode, message }` in the answer's data) and what the adapters refuse before
 * asking come back this way.
 */
export const refusedFormFailure = (
  operation: string,
  message: string,
  field: string | null,
): GatewayError =>
  failure({ operation, method: 'POST' }, 400, message, {
    message,
    errors: field === null ? [message] : { [field]: [message] },
  });
