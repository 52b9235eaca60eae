// POST /api/v1/order-status: a guest's order status (timeline and parcels, nothing else) by the
// reference and e-mail of its confirmation mail. CSRF as every POST; every attempt counts against
// the client's address and against the reference, so neither can be guessed at speed.
import type { FastifyInstance } from 'fastify';
import { type LookUpOrderDeps, lookUpOrder } from '../../../application/orders/look-up-order.ts';
import {
  normalizedReference,
  ORDER_LOOKUP_NOT_FOUND,
} from '../../../domain/orders/order-lookup.rules.ts';
import type { OrderRecord } from '../../../ports/orders/order-history.ts';
import {
  accountCheck,
  enforceRateLimits,
  ipCheck,
  type RateLimitGuardDeps,
} from '../hooks/rate-limit.guard.ts';
import { serializeProgress } from './craft-order.serializer.ts';
import { orderLookupOf } from './order-lookup.body.ts';

export interface OrderLookupRoutesDeps extends LookUpOrderDeps {
  readonly rateLimits: RateLimitGuardDeps;
}

export const ORDER_LOOKUP_PATH = '/api/v1/order-status';

/** What the status panel shows: no address, no e-mail, no prices. */
const serializeOrderStatus = (order: OrderRecord) => ({
  reference: order.reference,
  dateOrdered: order.dateOrdered?.toISOString() ?? null,
  lineItems: order.lines.map((line) => ({ description: line.description, qty: line.qty })),
  ...serializeProgress(order),
});

export function orderLookupRoutes(deps: OrderLookupRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.post(ORDER_LOOKUP_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const query = orderLookupOf(request.body);
      await enforceRateLimits(deps.rateLimits, request, reply, [
        ipCheck('order-lookup-ip', request),
        accountCheck('order-lookup-reference', normalizedReference(query.reference)),
      ]);
      const found = await lookUpOrder(deps, query);
      // `found: false` tells the storefront this is the lookup's answer, not a back-end without it.
      if (!found.ok) return reply.code(404).send({ found: false, message: ORDER_LOOKUP_NOT_FOUND });
      return { found: true, order: serializeOrderStatus(found.value) };
    });
  };
}
