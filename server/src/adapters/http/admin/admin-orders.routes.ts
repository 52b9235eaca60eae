// The back office's calls on orders (staff only, CSRF-checked like every POST): the list with its
// search and filters, one order with its history, moving a placed order along its flow (process,
// ship with a parcel, deliver), marking a pay-by-invoice order paid, and cancelling it (refund,
// stock back).
import type { FastifyInstance } from 'fastify';
import {
  advanceOrder,
  type AdvanceOrderInput,
} from '../../../application/fulfilment/advance-order.ts';
import { cancelOrder, type CancelOrderDeps } from '../../../application/fulfilment/cancel-order.ts';
import { markOrderPaid } from '../../../application/fulfilment/mark-paid.ts';
import { ORDER_FLOW_MESSAGES, parcelOf } from '../../../domain/fulfilment/order-flow.rules.ts';
import { parseRecordId } from '../../../domain/shared/record-id.rules.ts';
import { HttpError } from '../craft/craft-response.ts';
import { answerOf } from '../orders/placed-order.answer.ts';
import { requireStaff } from './staff.guard.ts';
import { serializeStaffHistory, serializeStaffOrderRow } from './staff-orders.serializer.ts';
import { serializeOrderDetail } from '../orders/craft-order.serializer.ts';
import {
  parseStaffOrderQuery,
  STAFF_ORDERS_PER_PAGE,
} from '../../../domain/fulfilment/staff-order-query.rules.ts';
import type { StaffOrders } from '../../../ports/fulfilment/staff-orders.ts';
import type { OrderHistory } from '../../../ports/orders/order-history.ts';

/** Under /api/: sessions, CSRF and JSON errors apply as to every other call. */
const ADMIN_API_PREFIX = '/api/admin/';
const NOTE_MAX = 1000;

const text = (body: unknown, name: string): string | undefined => {
  const value =
    body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  if (value === undefined || typeof value === 'string') return value;
  throw new HttpError(400, `${name} must be text.`);
};

/** The step the body asks for, checked before anything is read. */
function stepOf(body: unknown): AdvanceOrderInput['step'] {
  const step = text(body, 'step');
  if (step === 'process' || step === 'deliver') return { kind: step };
  if (step === 'ship') {
    const parcel = parcelOf(text(body, 'carrier') ?? '', text(body, 'trackingNumber') ?? '');
    if (parcel === null) throw new HttpError(400, ORDER_FLOW_MESSAGES.parcel);
    return { kind: 'ship', parcel };
  }
  throw new HttpError(400, 'Choose a step: process, ship or deliver.');
}

export interface AdminOrdersDeps extends CancelOrderDeps {
  readonly staffOrders: StaffOrders;
  readonly orderHistory: OrderHistory;
}

const orderIdOf = (raw: string): number => {
  const orderId = parseRecordId(raw);
  if (orderId === null) throw new HttpError(400, 'The order id must be a whole number.');
  return orderId;
};

/** One order as staff see it: the customer's order JSON, their e-mail and the order's history. */
async function staffOrderAnswer(deps: AdminOrdersDeps, orderId: number) {
  const placed = await deps.staffOrders.placedOrder(orderId);
  const order = placed === null ? null : await deps.orderHistory.recordByNumber(placed.number);
  if (placed === null || order === null) throw new HttpError(404, 'Order not found.');
  const history = await deps.staffOrders.history(orderId);
  return {
    order: {
      ...serializeOrderDetail(order),
      email: placed.email,
      history: history.map(serializeStaffHistory),
    },
  };
}

/** Marking a pay-by-invoice order paid, and cancelling an order (refund, stock back). */
function registerPaymentCalls(app: FastifyInstance, deps: AdminOrdersDeps): void {
  app.post<{ Params: { id: string } }>(
    `${ADMIN_API_PREFIX}orders/:id/mark-paid`,
    async (request) => {
      const staff = requireStaff(request);
      return answerOf(await markOrderPaid(deps, orderIdOf(request.params.id), staff.id));
    },
  );

  app.post<{ Params: { id: string } }>(`${ADMIN_API_PREFIX}orders/:id/cancel`, async (request) => {
    const staff = requireStaff(request);
    const orderId = orderIdOf(request.params.id);
    return answerOf(await cancelOrder(deps, { orderId, actor: 'staff', actorUserId: staff.id }));
  });
}

export function adminOrdersRoutes(deps: AdminOrdersDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(`${ADMIN_API_PREFIX}orders`, async (request) => {
      requireStaff(request);
      const query = parseStaffOrderQuery((request.query ?? {}) as Record<string, unknown>);
      if (!query.ok) throw new HttpError(400, query.error);
      const { orders, total } = await deps.staffOrders.list(query.value, STAFF_ORDERS_PER_PAGE);
      return {
        orders: orders.map(serializeStaffOrderRow),
        total,
        page: query.value.page,
        perPage: STAFF_ORDERS_PER_PAGE,
      };
    });

    app.get<{ Params: { id: string } }>(`${ADMIN_API_PREFIX}orders/:id`, async (request) => {
      requireStaff(request);
      return staffOrderAnswer(deps, orderIdOf(request.params.id));
    });

    app.post<{ Params: { id: string } }>(`${ADMIN_API_PREFIX}orders/:id/steps`, async (request) => {
      const staff = requireStaff(request);
      const orderId = orderIdOf(request.params.id);
      const step = stepOf(request.body);
      const note = text(request.body, 'note')?.trim();
      if (note !== undefined && note.length > NOTE_MAX)
        throw new HttpError(400, `The note is too long: at most ${NOTE_MAX} characters.`);
      const result = await advanceOrder(deps, {
        orderId,
        step,
        actor: 'staff',
        actorUserId: staff.id,
        ...(note ? { note } : {}),
      });
      return answerOf(result);
    });

    registerPaymentCalls(app, deps);
  };
}
