import type { StaffOrderQuery } from '../../../domain/back-office/staff-order-query.rules';
import type {
  StaffOrder,
  StaffOrderPage,
  StaffOrderStep,
  StaffReturnStep,
} from '../../../domain/back-office/staff-order';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import type { Result } from '../../../domain/shared/result';
import type { BackOffice } from '../../../ports/back-office';
import type { CraftClient } from '../client/craft-client';
import { doneAnswer, mapAnswer } from '../client/gateway-result';
import { mapStaffOrder } from './staff-order.mapper';
import { staffOrderPageSchema, staffOrderSchema } from './staff-order.schema';

export const BACK_OFFICE_ENDPOINTS = {
  orders: 'api/admin/orders',
  order: (id: number) => `api/admin/orders/${id}`,
  steps: (id: number) => `api/admin/orders/${id}/steps`,
  cancel: (id: number) => `api/admin/orders/${id}/cancel`,
  markPaid: (id: number) => `api/admin/orders/${id}/mark-paid`,
  returnSteps: (id: number, returnId: number) => `api/admin/orders/${id}/returns/${returnId}/steps`,
  refund: (id: number, returnId: number) => `api/admin/orders/${id}/returns/${returnId}/refund`,
} as const;

/** The list's query as the back-end reads it: empty filters left out. */
const wireParams = ({ page, ...filters }: StaffOrderQuery): Record<string, string | number> => ({
  ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
  page,
});

/** The back office's calls on the shop's own back-end (`/api/admin/…`). */
export class CraftBackOffice implements BackOffice {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  listOrders(query: StaffOrderQuery): Promise<Result<StaffOrderPage, GatewayError>> {
    const endpoint = BACK_OFFICE_ENDPOINTS.orders;
    return mapAnswer(
      this.#client.get(endpoint, wireParams(query)),
      staffOrderPageSchema,
      'response',
      endpoint,
      (page) => page,
    );
  }

  getOrder(id: number): Promise<Result<StaffOrder, GatewayError>> {
    const endpoint = BACK_OFFICE_ENDPOINTS.order(id);
    return mapAnswer(this.#client.get(endpoint), staffOrderSchema, 'response', endpoint, (body) =>
      mapStaffOrder(body.order),
    );
  }

  advanceOrder(
    id: number,
    { kind, ...details }: StaffOrderStep,
  ): Promise<Result<void, GatewayError>> {
    return doneAnswer(
      this.#client.post(BACK_OFFICE_ENDPOINTS.steps(id), { step: kind, ...details }),
    );
  }

  markPaid(id: number): Promise<Result<void, GatewayError>> {
    return doneAnswer(this.#client.post(BACK_OFFICE_ENDPOINTS.markPaid(id), {}));
  }

  cancelOrder(id: number): Promise<Result<void, GatewayError>> {
    return doneAnswer(this.#client.post(BACK_OFFICE_ENDPOINTS.cancel(id), {}));
  }

  stepReturn(
    orderId: number,
    returnId: number,
    { kind, ...details }: StaffReturnStep,
  ): Promise<Result<void, GatewayError>> {
    const endpoint = BACK_OFFICE_ENDPOINTS.returnSteps(orderId, returnId);
    return doneAnswer(this.#client.post(endpoint, { step: kind, ...details }));
  }

  refundReturn(
    orderId: number,
    returnId: number,
    amountMinor?: number,
  ): Promise<Result<void, GatewayError>> {
    const endpoint = BACK_OFFICE_ENDPOINTS.refund(orderId, returnId);
    return doneAnswer(
      this.#client.post(endpoint, amountMinor === undefined ? {} : { amountMinor }),
    );
  }
}
