import type { GatewayError } from '../../domain/http/gateway.errors';
import type { OrderDetail, OrderSummary } from '../../domain/orders/order';
import { err, ok, type Result } from '../../domain/shared/result';
import type { OrderGateway } from '../../ports/order-gateway';
import { ORDER_ENDPOINTS } from '../http/orders/craft.order-gateway';
import { apiErrorBody, craftErrorBody, NOT_AUTHENTICATED, refused } from './fake-failure';
import type { InMemoryShop } from './in-memory-shop';

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

  #customer(endpoint: string) {
    const down = this.#shop.guard(endpoint);
    if (down) return err(down);
    const customer = this.#shop.signedIn();
    return customer === undefined
      ? err(refused(endpoint, 'GET', 401, apiErrorBody(401, NOT_AUTHENTICATED)))
      : ok(customer.orders);
  }
}
