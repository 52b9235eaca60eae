import type { StaffOrderQuery } from '../../../domain/back-office/staff-order-query.rules';
import type {
  StaffOrder,
  StaffOrderListing,
  StaffOrderStep,
  StaffReturnStep,
} from '../../../domain/back-office/staff-order';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BackOffice } from '../../../ports/back-office';
import type { CraftClient } from '../client/craft-client';
import { decodeAnswer, doneAnswer, mapAnswer, requestFailed } from '../client/gateway-result';
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

const NO_SUCH_CALL = new Set([404, 405]);

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

  async listOrders(query: StaffOrderQuery): Promise<Result<StaffOrderListing, GatewayError>> {
    const endpoint = BACK_OFFICE_ENDPOINTS.orders;
    const answer = await this.#client.get(endpoint, wireParams(query));
    // The shop's own back-end always has this call: a site without it is one without a back office.
    if (!answer.ok && NO_SUCH_CALL.has(answer.error.status)) return ok({ kind: 'unavailable' });
    if (!answer.ok) return err(requestFailed(answer.error));
    return decodeAnswer(staffOrderPageSchema, 'response', endpoint, answer.value, (page) => ({
      kind: 'page' as const,
      page,
    }));
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
