import type { GatewayError } from '../../../domain/http/gateway.errors';
import type { OrderDetail, OrderSummary } from '../../../domain/orders/order';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { OrderGateway } from '../../../ports/order-gateway';
import type { VendureClient } from '../client/vendure-client';
import { absentFailure, notFoundFailure, signedOutFailure } from '../client/vendure-failure';
import { mapOrderDetail, mapOrderSummary } from './vendure-order.mapper';
import { CUSTOMER_ORDER, CUSTOMER_ORDERS } from './vendure-order.operations';
import { customerOrderSchema, customerOrdersSchema } from './vendure-order.schema';

type Answer<T> = Promise<Result<T, GatewayError>>;

/** Vendure's page of a list is 100 at most; a history is read a page at a time, up to this many. */
const PAGE = 100;
const ORDER_HISTORY_LIMIT = 1_000;

/** Placed orders only (the cart is an order too, while active), newest first. */
const historyPage = (skip: number) => ({
  options: {
    filter: { active: { eq: false } },
    sort: { orderPlacedAt: 'DESC' },
    skip,
    take: PAGE,
  },
});

/** The signed-in customer's orders in Vendure; it cannot cancel, return or print an invoice. */
export class VendureOrderGateway implements OrderGateway {
  readonly #client: VendureClient;

  constructor(client: VendureClient) {
    this.#client = client;
  }

  async listOrders(): Answer<readonly OrderSummary[]> {
    const orders: OrderSummary[] = [];
    for (let skip = 0; skip < ORDER_HISTORY_LIMIT; skip += PAGE) {
      const page = await this.#client.query(
        CUSTOMER_ORDERS,
        historyPage(skip),
        customerOrdersSchema,
        ({ activeCustomer }) =>
          activeCustomer === null
            ? null
            : {
                totalItems: activeCustomer.orders.totalItems,
                items: activeCustomer.orders.items.map(mapOrderSummary),
              },
      );
      if (!page.ok) return page;
      if (page.value === null) return err(signedOutFailure(CUSTOMER_ORDERS.name));
      orders.push(...page.value.items);
      if (skip + PAGE >= page.value.totalItems) break;
    }
    return ok(orders);
  }

  /** Vendure answers an order of someone else's with null: not found, as an unknown one. */
  async getOrder(id: number): Answer<OrderDetail> {
    const found = await this.#client.query(
      CUSTOMER_ORDER,
      { id: String(id) },
      customerOrderSchema,
      ({ activeCustomer, order }) => ({
        signedIn: activeCustomer !== null,
        order: order === null ? null : mapOrderDetail(order),
      }),
    );
    if (!found.ok) return found;
    if (!found.value.signedIn) return err(signedOutFailure(CUSTOMER_ORDER.name));
    return found.value.order === null
      ? err(notFoundFailure(CUSTOMER_ORDER.name, `Order ${id}`))
      : ok(found.value.order);
  }

  async cancelOrder(): Answer<void> {
    return err(absentFailure('cancelOrder', 'POST'));
  }

  async requestReturn(): Answer<void> {
    return err(absentFailure('requestReturn', 'POST'));
  }

  async getInvoicePdf(): Answer<Blob> {
    return err(absentFailure('invoicePdf', 'GET'));
  }
}
