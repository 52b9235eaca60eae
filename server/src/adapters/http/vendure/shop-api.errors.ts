// Our own answers on /shop-api, shaped as GraphQL errors so the storefront's Vendure client reads
// them as it reads Vendure's: `extensions.code` gives the status it reports (vendure-failure.ts).
import type { FastifyReply } from 'fastify';
import { tooManyAttemptsMessage } from '../../../domain/rate-limit/rate-limit.rules.ts';

/** A shopper's own answers: never kept by a browser or a shared cache. */
export const SHOP_API_CACHE_CONTROL = 'private, no-store';

interface GraphqlErrorBody {
  readonly errors: readonly [
    { readonly message: string; readonly extensions: { readonly code: string } },
  ];
}

const graphqlError = (message: string, code: string): GraphqlErrorBody => ({
  errors: [{ message, extensions: { code } }],
});

/** Vendure did not answer, answered a server error, or more than we relay. */
export const UNREACHABLE = graphqlError(
  'The shop cannot be reached just now. Please try again in a moment.',
  'COMMERCE_UNREACHABLE',
);

export const tooManyAttempts = (retryAfterSeconds: number): GraphqlErrorBody =>
  graphqlError(tooManyAttemptsMessage(retryAfterSeconds), 'TOO_MANY_REQUESTS');

/** A POST we do not forward: what it asks could not be counted against the rate limits. */
export const uncountable = (message: string): GraphqlErrorBody =>
  graphqlError(message, 'BAD_USER_INPUT');

export const sendGraphqlError = (
  reply: FastifyReply,
  status: number,
  body: GraphqlErrorBody,
): FastifyReply => reply.code(status).header('cache-control', SHOP_API_CACHE_CONTROL).send(body);
