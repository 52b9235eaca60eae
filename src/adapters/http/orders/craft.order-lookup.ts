import type { BackendError } from '../../../domain/http/backend-error';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import type { OrderLookupOutcome, OrderLookupQuery } from '../../../domain/orders/order-lookup';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { OrderLookup } from '../../../ports/order-lookup';
import type { CraftClient } from '../client/craft-client';
import { decode } from '../client/decode';
import { decodeAnswer, requestFailed } from '../client/gateway-result';
import { mapGuestOrderStatus } from './order-lookup.mapper';
import { orderLookupFoundSchema, orderLookupNotFoundSchema } from './order-lookup.schema';

/** The shop's own back-end's call beside Craft's; Craft itself has none. */
export const ORDER_LOOKUP_ENDPOINT = 'api/v1/order-status';

/** Statuses of a back-end that has no such call: not found (Craft), or no POST there. */
const NO_SUCH_CALL = new Set([404, 405]);

/** A refusal read as the lookup's answer; null for a failure (bad input, rate limit, offline). */
const outcomeOfRefusal = (error: BackendError): OrderLookupOutcome | null => {
  if (!NO_SUCH_CALL.has(error.status)) return null;
  const notFound = decode(orderLookupNotFoundSchema, error.data);
  return notFound.ok
    ? { kind: 'not-found', message: notFound.value.message }
    : { kind: 'unavailable' };
};

/**
 * The guest's order lookup over the storefront API. Once the back-end has shown it has no such
 * call, it is not asked again.
 */
export class CraftOrderLookup implements OrderLookup {
  readonly #client: CraftClient;
  #unavailable = false;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  async lookUp(query: OrderLookupQuery): Promise<Result<OrderLookupOutcome, GatewayError>> {
    if (this.#unavailable) return ok({ kind: 'unavailable' });
    const answer = await this.#client.post(ORDER_LOOKUP_ENDPOINT, query);
    if (answer.ok) {
      return decodeAnswer(
        orderLookupFoundSchema,
        'response',
        ORDER_LOOKUP_ENDPOINT,
        answer.value,
        ({ order }): OrderLookupOutcome => ({ kind: 'found', order: mapGuestOrderStatus(order) }),
      );
    }
    const outcome = outcomeOfRefusal(answer.error);
    if (outcome === null) return err(requestFailed(answer.error));
    this.#unavailable = outcome.kind === 'unavailable';
    return ok(outcome);
  }
}
