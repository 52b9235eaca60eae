import type { StaffOrderQuery } from '../../domain/back-office/staff-order-query.rules';
import type {
  StaffOrder,
  StaffOrderListing,
  StaffOrderStep,
  StaffReturnStep,
} from '../../domain/back-office/staff-order';
import {
  staffOrderActions,
  staffReturnActions,
} from '../../domain/back-office/staff-actions.rules';
import type { HttpMethod } from '../../domain/http/backend-error';
import type { GatewayError } from '../../domain/http/gateway.errors';
import type { OrderDetail, OrderSummary } from '../../domain/orders/order';
import { err, ok, type Result } from '../../domain/shared/result';
import type { BackOffice } from '../../ports/back-office';
import { BACK_OFFICE_ENDPOINTS } from '../http/back-office/craft.back-office';
import { craftErrorBody, refused } from './fake-failure';
import { fakeStaff } from './fake-staff.guard';
import type { InMemoryShop, ShopCustomer } from './in-memory-shop';

const PER_PAGE = 25;
const NOT_INVOICED = 'This order has no payment by invoice waiting to be marked paid.';
const NOT_NOW = 'That step does not apply to the order as it now stands.';

type StoredOrder = ShopCustomer['orders'][number];

/** The back office over an in-memory shop: staff (an admin user) see every customer's orders. */
export class InMemoryBackOffice implements BackOffice {
  readonly #shop: InMemoryShop;

  constructor(shop: InMemoryShop) {
    this.#shop = shop;
  }

  async listOrders(query: StaffOrderQuery): Promise<Result<StaffOrderListing, GatewayError>> {
    const staff = fakeStaff(this.#shop, BACK_OFFICE_ENDPOINTS.orders, 'GET');
    if (!staff.ok) return staff;
    const search = query.q.toLowerCase();
    const matching = this.#all().filter(
      ({ customer, order: { summary } }) =>
        (query.status === '' || summary.status === query.status) &&
        (query.paid === '' || summary.paidStatus === query.paid) &&
        [summary.number, summary.reference ?? '', customer.user.email].some((text) =>
          text.toLowerCase().includes(search),
        ),
    );
    const start = (query.page - 1) * PER_PAGE;
    const orders = matching.slice(start, start + PER_PAGE).map(({ customer, order }) => ({
      ...order.summary,
      status: order.summary.status ?? 'new',
      email: customer.user.email,
      customerName: customer.user.fullName,
      currency: 'USD',
    }));
    return ok({
      kind: 'page',
      page: { orders, total: matching.length, page: query.page, perPage: PER_PAGE },
    });
  }

  async getOrder(id: number): Promise<Result<StaffOrder, GatewayError>> {
    const found = this.#order(BACK_OFFICE_ENDPOINTS.order(id), 'GET', id);
    if (!found.ok) return found;
    const { customer, order } = found.value;
    return ok({
      id,
      email: customer.user.email,
      currency: 'USD',
      status: order.detail.fulfilment?.status ?? 'new',
      detail: order.detail,
      payments: [],
      returns: (order.detail.fulfilment?.returns ?? []).map((request) => ({
        ...request,
        worth: 0,
      })),
      history: [],
    });
  }

  async advanceOrder(id: number, step: StaffOrderStep): Promise<Result<void, GatewayError>> {
    const endpoint = BACK_OFFICE_ENDPOINTS.steps(id);
    return this.#change(endpoint, id, step.kind, (detail) => {
      const status = { process: 'processing', ship: 'shipped', deliver: 'delivered' }[step.kind];
      const date = new Date().toISOString();
      const parcels =
        step.kind === 'ship'
          ? [
              {
                carrier: step.carrier,
                trackingNumber: step.trackingNumber,
                trackingUrl: null,
                dateShipped: date,
              },
            ]
          : [];
      return withFulfilment(detail, status, (fulfilment) => ({
        parcels: [...fulfilment.parcels, ...parcels],
      }));
    });
  }

  async markPaid(id: number): Promise<Result<void, GatewayError>> {
    const endpoint = BACK_OFFICE_ENDPOINTS.markPaid(id);
    const found = this.#order(endpoint, 'POST', id);
    if (!found.ok) return found;
    const { detail } = found.value.order;
    if (detail.paidStatus !== 'unpaid' || detail.fulfilment?.status === 'cancelled')
      return err(refused(endpoint, 'POST', 409, craftErrorBody(409, NOT_INVOICED)));
    this.#replace(found.value, { ...detail, paidStatus: 'paid' });
    return ok(undefined);
  }

  async cancelOrder(id: number): Promise<Result<void, GatewayError>> {
    return this.#change(BACK_OFFICE_ENDPOINTS.cancel(id), id, 'cancel', (detail) =>
      withFulfilment({ ...detail, paidStatus: 'unpaid' }, 'cancelled', () => ({})),
    );
  }

  async stepReturn(
    orderId: number,
    returnId: number,
    step: StaffReturnStep,
  ): Promise<Result<void, GatewayError>> {
    const status = { approve: 'approved', reject: 'rejected', receive: 'received' }[step.kind];
    return this.#changeReturn(
      BACK_OFFICE_ENDPOINTS.returnSteps(orderId, returnId),
      orderId,
      returnId,
      step.kind,
      status,
    );
  }

  async refundReturn(orderId: number, returnId: number): Promise<Result<void, GatewayError>> {
    return this.#changeReturn(
      BACK_OFFICE_ENDPOINTS.refund(orderId, returnId),
      orderId,
      returnId,
      'refund',
      'refunded',
    );
  }

  #changeReturn(
    endpoint: string,
    orderId: number,
    returnId: number,
    action: string,
    status: string,
  ) {
    const found = this.#order(endpoint, 'POST', orderId);
    if (!found.ok) return found;
    const { order } = found.value;
    const request = order.detail.fulfilment?.returns.find((entry) => entry.id === returnId);
    if (request === undefined)
      return err(refused(endpoint, 'POST', 404, craftErrorBody(404, 'Return not found.')));
    if (!(staffReturnActions(request) as readonly string[]).includes(action))
      return err(refused(endpoint, 'POST', 409, craftErrorBody(409, NOT_NOW)));
    this.#replace(
      found.value,
      withFulfilment(order.detail, null, (fulfilment) => ({
        returns: fulfilment.returns.map((entry) =>
          entry.id === returnId ? { ...entry, status } : entry,
        ),
      })),
    );
    return ok(undefined);
  }

  #change(
    endpoint: string,
    id: number,
    action: string,
    next: (detail: OrderDetail) => OrderDetail,
  ) {
    const found = this.#order(endpoint, 'POST', id);
    if (!found.ok) return found;
    const { summary, detail } = found.value.order;
    const actions = staffOrderActions({
      status: detail.fulfilment?.status ?? 'new',
      paidStatus: summary.paidStatus,
    });
    if (!(actions as readonly string[]).includes(action))
      return err(refused(endpoint, 'POST', 409, craftErrorBody(409, NOT_NOW)));
    this.#replace(found.value, next(detail));
    return ok(undefined);
  }

  #replace(
    { customer, order }: { customer: ShopCustomer; order: StoredOrder },
    detail: OrderDetail,
  ) {
    const summary: OrderSummary = {
      ...order.summary,
      status: detail.fulfilment?.status ?? null,
      paidStatus: detail.paidStatus,
    };
    customer.orders = customer.orders.map((entry) =>
      entry === order ? { summary, detail } : entry,
    );
  }

  #all(): { customer: ShopCustomer; order: StoredOrder }[] {
    return [...this.#shop.customers.values()].flatMap((customer) =>
      customer.orders.map((order) => ({ customer, order })),
    );
  }

  #order(endpoint: string, method: HttpMethod, id: number) {
    const staff = fakeStaff(this.#shop, endpoint, method);
    if (!staff.ok) return staff;
    const found = this.#all().find(({ order }) => order.summary.id === id);
    return found === undefined
      ? err(refused(endpoint, method, 404, craftErrorBody(404, 'Order not found.')))
      : ok(found);
  }
}

/** The order with its fulfilment changed (and its status moved when `status` is given). */
function withFulfilment(
  detail: OrderDetail,
  status: string | null,
  change: (
    fulfilment: NonNullable<OrderDetail['fulfilment']>,
  ) => Partial<NonNullable<OrderDetail['fulfilment']>>,
): OrderDetail {
  const fulfilment = detail.fulfilment ?? { status: 'new', timeline: [], parcels: [], returns: [] };
  const date = new Date().toISOString();
  return {
    ...detail,
    fulfilment: {
      ...fulfilment,
      ...change(fulfilment),
      ...(status === null ? {} : { status, timeline: [...fulfilment.timeline, { status, date }] }),
    },
  };
}
