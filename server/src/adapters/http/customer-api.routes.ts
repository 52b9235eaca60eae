// The storefront's customer API: the signed-in customer's record and order history, and a GET logout.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatMoney, toMajorUnits } from '../../domain/money/money.rules.ts';
import type { User } from '../../domain/users/user.ts';
import type { Clock } from '../../ports/clock.ts';
import type { OrderHistory, OrderSummary } from '../../ports/order-history.ts';
import { clearCartCookie } from './cookies.ts';
import { HttpError } from './craft-response.ts';
import { serializeUser } from './craft-user.serializer.ts';
import { type CsrfDeps, issueCsrfToken } from './csrf-token.ts';
import { endSession, type SessionDeps } from './session.ts';

export interface CustomerApiRoutesDeps extends SessionDeps, CsrfDeps {
  readonly orderHistory: OrderHistory;
  readonly clock: Clock;
  readonly cartCookieName: string;
}

export const NOT_AUTHENTICATED = 'User is not authenticated';

export function requireCustomer(request: FastifyRequest): User {
  const user = request.auth.user;
  if (!user) throw new HttpError(401, NOT_AUTHENTICATED);
  return user;
}

const serializeOrder = (order: OrderSummary) => ({
  id: order.id,
  number: order.number,
  reference: order.reference,
  dateOrdered: order.dateOrdered?.toISOString() ?? null,
  total: toMajorUnits(order.total),
  totalAsCurrency: formatMoney(order.total),
  status: order.status,
  paidStatus: order.paidStatus,
  itemCount: order.itemCount,
});

export function customerApiRoutes(deps: CustomerApiRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/api/user', async (request) => {
      const user = requireCustomer(request);
      return { user: serializeUser(user, deps.clock.now(), user.id) };
    });

    app.get('/api/user/orders', async (request) => {
      const user = requireCustomer(request);
      return { orders: (await deps.orderHistory.listForCustomer(user.id)).map(serializeOrder) };
    });

    app.get<{ Params: { id: string } }>('/api/user/order/:id', async (request) => {
      const user = requireCustomer(request);
      if (!/^\d{1,10}$/.test(request.params.id))
        throw new HttpError(400, 'The order id must be a whole number.');
      // Another customer's order answers exactly like a missing one.
      const order = await deps.orderHistory.findForCustomer(user.id, Number(request.params.id));
      if (!order) throw new HttpError(404, 'Order not found.');
      return { order: { ...serializeOrder(order), email: order.email, lineItems: [] } };
    });

    app.get('/api/user/logout', async (request, reply) => {
      await endSession(request, reply, deps);
      clearCartCookie(reply, deps.cookies, deps.cartCookieName);
      return { success: true, csrfTokenValue: issueCsrfToken(request, reply, deps, null) };
    });
  };
}
