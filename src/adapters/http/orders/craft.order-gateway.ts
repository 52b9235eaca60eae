import type { GatewayError } from '../../../domain/http/gateway.errors';
import type { OrderDetail, OrderSummary } from '../../../domain/orders/order';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { OrderGateway, ReturnRequest } from '../../../ports/order-gateway';
import type { CraftClient } from '../client/craft-client';
import { mapOrderDetail, mapOrderSummary } from './craft-order.mapper';
import { orderDetailSchema, orderListSchema } from './craft-order.schema';
import { mapAnswer, requestFailed } from '../client/gateway-result';

export const ORDER_ENDPOINTS = {
  list: 'api/user/orders',
  detail: (id: number) => `api/user/order/${id}`,
  /** the shop's own back-end: cancel before shipping */
  cancel: (id: number) => `api/user/order/${id}/cancel`,
  /** the shop's own back-end: a return request */
  returns: (id: number) => `api/user/order/${id}/returns`,
  /** Craft Commerce's order PDF download */
  invoice: 'actions/commerce/downloads/pdf',
} as const;

/** The customer API's order history and Commerce's PDF download. */
export class CraftOrderGateway implements OrderGateway {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  listOrders(): Promise<Result<readonly OrderSummary[], GatewayError>> {
    return mapAnswer(
      this.#client.get(ORDER_ENDPOINTS.list),
      orderListSchema,
      'response',
      ORDER_ENDPOINTS.list,
      ({ orders }) => orders.map(mapOrderSummary),
    );
  }

  getOrder(id: number): Promise<Result<OrderDetail, GatewayError>> {
    const endpoint = ORDER_ENDPOINTS.detail(id);
    return mapAnswer(
      this.#client.get(endpoint),
      orderDetailSchema,
      'response',
      endpoint,
      ({ order }) => mapOrderDetail(order),
    );
  }

  async cancelOrder(id: number): Promise<Result<void, GatewayError>> {
    const answer = await this.#client.post(ORDER_ENDPOINTS.cancel(id), {});
    return answer.ok ? ok(undefined) : err(requestFailed(answer.error));
  }

  async requestReturn(id: number, request: ReturnRequest): Promise<Result<void, GatewayError>> {
    const answer = await this.#client.post(ORDER_ENDPOINTS.returns(id), request);
    return answer.ok ? ok(undefined) : err(requestFailed(answer.error));
  }

  async getInvoicePdf(number: string): Promise<Result<Blob, GatewayError>> {
    const endpoint = ORDER_ENDPOINTS.invoice;
    const answer = await this.#client.send({
      method: 'GET',
      endpoint,
      query: { number },
      accept: 'pdf',
    });
    if (!answer.ok) return err(requestFailed(answer.error));
    const { body } = answer.value;
    // A site that answers with a page (a login form, say) instead of the file has not sent one.
    return body instanceof Blob
      ? ok(body)
      : err({ kind: 'invalid-data', subject: 'response', endpoint, issues: ['(root): not a PDF'] });
  }
}
