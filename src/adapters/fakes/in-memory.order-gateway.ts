import type { GatewayError } from '../../domain/http/gateway.errors';
import type { OrderDetail, OrderSummary } from '../../domain/orders/order';
import { err, ok, type Result } from '../../domain/shared/result';
import type { OrderGateway, ReturnRequest } from '../../ports/order-gateway';
import { ORDER_ENDPOINTS } from '../http/orders/craft.order-gateway';
import { apiErrorBody, craftErrorBody, NOT_AUTHENTICATED, refused } from './fake-failure';
import type { InMemoryShop } from './in-memory-shop';
import { canCancelOrder, returnableQuantities } from '../../domain/orders/order-fulfilment.rules';

/** The shop's own back-end's words for a cancel that comes too late. */
const ALREADY_SHIPPED =
  'This order has shipped, so it can no longer be cancelled. You can return it once it arrives.';
const ALREADY_CANCELLED = 'This order is already cancelled.';
const RETURN_REFUSED =
  'You cannot return more of an item than you bought and have not already returned.';

/** The customer's order history over an in-memory shop; another customer's order is "not found". */
export class InMemoryOrderGateway implements OrderGateway {
  readonly #shop: InMemoryShop;

  constructor(shop: InMemoryShop) {
    this.#shop = shop;
  }

  async listOrders(): Promise<Result<readonly OrderSummary[], GatewayError>> {
    const customer = this.#customer(ORDER_ENDPOINTS.list);
    return customer.ok ? ok(customer.value.map(({ summary }) => summary)) : customer;
  }

  async getOrder(id: number): Promise<Result<OrderDetail, GatewayError>> {
    const endpoint = ORDER_ENDPOINTS.detail(id);
    const customer = this.#customer(endpoint);
    if (!customer.ok) return customer;
    const order = customer.value.find(({ summary }) => summary.id === id);
    return order === undefined
      ? err(refused(endpoint, 'GET', 404, apiErrorBody(404, 'Order not found.')))
      : ok(order.detail);
  }

  async cancelOrder(id: number): Promise<Result<void, GatewayError>> {
    const endpoint = ORDER_ENDPOINTS.cancel(id);
    const own = this.#ownOrder(endpoint, id);
    if (!own.ok) return own;
    const { orders, index, order } = own.value;
    const { detail } = order;
    if (!canCancelOrder(detail.fulfilment)) {
      const cancelled = detail.fulfilment?.status === 'cancelled';
      const message = cancelled ? ALREADY_CANCELLED : ALREADY_SHIPPED;
      return err(refused(endpoint, 'POST', 409, craftErrorBody(409, message)));
    }
    const date = new Date().toISOString();
    const timeline = [...(detail.fulfilment?.timeline ?? []), { status: 'cancelled', date }];
    orders[index] = {
      summary: { ...order.summary, status: 'cancelled', paidStatus: 'unpaid' },
      detail: {
        ...detail,
        paidStatus: 'unpaid',
        fulfilment: {
          status: 'cancelled',
          timeline,
          parcels: detail.fulfilment?.parcels ?? [],
          returns: detail.fulfilment?.returns ?? [],
        },
      },
    };
    return ok(undefined);
  }

  async requestReturn(id: number, request: ReturnRequest): Promise<Result<void, GatewayError>> {
    const endpoint = ORDER_ENDPOINTS.returns(id);
    const own = this.#ownOrder(endpoint, id);
    if (!own.ok) return own;
    const { orders, index, order } = own.value;
    const { fulfilment } = order.detail;
    const left = returnableQuantities(order.detail);
    const fits =
      fulfilment?.status === 'delivered' &&
      request.reason.trim() !== '' &&
      request.lines.some((line) => line.qty > 0) &&
      request.lines.every((line) => line.qty <= (left.get(line.lineItemId) ?? 0));
    if (!fits || fulfilment === undefined || fulfilment === null)
      return err(refused(endpoint, 'POST', 409, craftErrorBody(409, RETURN_REFUSED)));
    const added = {
      id: fulfilment.returns.length + 1,
      status: 'requested',
      reason: request.reason.trim(),
      lines: request.lines.filter((line) => line.qty > 0),
      refunded: 0,
      dateCreated: new Date().toISOString(),
    };
    orders[index] = {
      ...order,
      detail: {
        ...order.detail,
        fulfilment: { ...fulfilment, returns: [...fulfilment.returns, added] },
      },
    };
    return ok(undefined);
  }

  async getInvoicePdf(number: string): Promise<Result<Blob, GatewayError>> {
    const endpoint = ORDER_ENDPOINTS.invoice;
    const customer = this.#customer(endpoint);
    if (!customer.ok) return customer;
    const order = customer.value.find(({ summary }) => summary.number === number);
    if (order === undefined) {
      return err(refused(endpoint, 'GET', 404, craftErrorBody(404, 'Order not found.')));
    }
    const text = `%PDF-1.4\n% Invoice ${order.summary.reference ?? number}\n`;
    return ok(new Blob([text], { type: 'application/pdf' }));
  }

  /** The signed-in customer's order with this id, for a POST; 401 or 404 otherwise. */
  #ownOrder(endpoint: string, id: number) {
    const customer = this.#customer(endpoint, 'POST');
    if (!customer.ok) return customer;
    const index = customer.value.findIndex(({ summary }) => summary.id === id);
    const order = customer.value[index];
    return order === undefined
      ? err(refused(endpoint, 'POST', 404, craftErrorBody(404, 'Order not found.')))
      : ok({ orders: customer.value, index, order });
  }

  #customer(endpoint: string, method: 'GET' | 'POST' = 'GET') {
    const down = this.#shop.guard(endpoint);
    if (down) return err(down);
    const customer = this.#shop.signedIn();
    return customer === undefined
      ? err(refused(endpoint, method, 401, apiErrorBody(401, NOT_AUTHENTICATED)))
      : ok(customer.orders);
  }
}
