// The storefront's customer API: the signed-in customer's record, order history (each order also as an
// invoice PDF when asked for with `Accept: application/pdf`), and a GET logout (only with the
// storefront's X-Requested-With marker).
import { parseRecordId } from '../../../domain/shared/record-id.rules.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invoiceOf, type OrderInvoiceDeps } from '../../../application/orders/order-invoice.ts';
import type { User } from '../../../domain/users/user.ts';
import type { Clock } from '../../../ports/system/clock.ts';
import { clearCartCookie } from '../session/cookies.ts';
import { serializeOrderDetail, serializeOrderSummary } from './craft-order.serializer.ts';
import { HttpError } from '../craft/craft-response.ts';
import { serializeUser } from '../users/craft-user.serializer.ts';
import { type CsrfDeps, issueCsrfToken } from '../csrf/csrf-token.ts';
import { sendInvoice } from './invoice.routes.ts';
import { endSession, type SessionDeps } from '../session/session.ts';
import { requireXhrMarker } from '../craft/xhr-marker.ts';
import { cancelOrder, type CancelOrderDeps } from '../../../application/fulfilment/cancel-order.ts';
import { answerOf } from './placed-order.answer.ts';
import { returnRequestOf } from './return-request.body.ts';
import { requestReturn } from '../../../application/fulfilment/order-returns.ts';

export interface CustomerApiRoutesDeps
  extends SessionDeps, CsrfDeps, OrderInvoiceDeps, CancelOrderDeps {
  readonly clock: Clock;
  readonly cartCookieName: string;
}

export const NOT_AUTHENTICATED = 'User is not authenticated';

export function requireCustomer(request: FastifyRequest): User {
  const user = request.auth.user;
  if (!user) throw new HttpError(401, NOT_AUTHENTICATED);
  return user;
}

/** The order detail asked for as a file (the storefront's invoice download). */
export const wantsPdf = (request: FastifyRequest): boolean =>
  request.headers.accept?.includes('application/pdf') ?? false;

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
      const orders = await deps.orderHistory.listForCustomer(user.id);
      return { orders: orders.map(serializeOrderSummary) };
    });

    app.get<{ Params: { id: string } }>('/api/user/order/:id', async (request, reply) => {
      const user = requireCustomer(request);
      const id = parseRecordId(request.params.id);
      if (id === null) throw new HttpError(400, 'The order id must be a whole number.');
      // Another customer's order answers exactly like a missing one.
      const order = await deps.orderHistory.recordForCustomer(user.id, id);
      if (!order) throw new HttpError(404, 'Order not found.');
      if (wantsPdf(request)) return sendInvoice(reply, await invoiceOf(deps, order));
      return { order: serializeOrderDetail(order) };
    });

    // The shopper cancels their own order before it ships: refunded, stock back (cancel-order.ts).
    app.post<{ Params: { id: string } }>('/api/user/order/:id/cancel', async (request) => {
      const user = requireCustomer(request);
      const orderId = parseRecordId(request.params.id);
      if (orderId === null) throw new HttpError(400, 'The order id must be a whole number.');
      return answerOf(
        await cancelOrder(deps, { orderId, actor: 'customer', actorUserId: user.id }),
      );
    });

    // The shopper asks to return items of their own delivered order (order-returns.ts).
    app.post<{ Params: { id: string } }>('/api/user/order/:id/returns', async (request) => {
      const user = requireCustomer(request);
      const orderId = parseRecordId(request.params.id);
      if (orderId === null) throw new HttpError(400, 'The order id must be a whole number.');
      const asked = returnRequestOf(request.body);
      const made = await requestReturn(deps, { orderId, customerId: user.id, ...asked });
      if (made.ok) return { returnId: made.value };
      if (made.error.kind === 'not-found') throw new HttpError(404, 'Order not found.');
      throw new HttpError(409, made.error.message);
    });

    app.get('/api/user/logout', async (request, reply) => {
      requireXhrMarker(request);
      await endSession(request, reply, deps);
      clearCartCookie(reply, deps.cookies, deps.cartCookieName);
      return { success: true, csrfTokenValue: issueCsrfToken(request, reply, deps, null) };
    });
  };
}
