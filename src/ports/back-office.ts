import type { StaffOrderQuery } from '../domain/back-office/staff-order-query.rules';
import type {
  StaffOrder,
  StaffOrderListing,
  StaffOrderStep,
  StaffReturnStep,
} from '../domain/back-office/staff-order';
import type { GatewayError } from '../domain/http/gateway.errors';
import type { Result } from '../domain/shared/result';

/**
 * The staff's back office over the shop's own back-end: every call answers 401 to a visitor and
 * 403 to a customer. A refused step (another member of staff moved the order first, a refund
 * beyond what was paid) fails with the back-end's reason (409).
 */
export interface BackOffice {
  /** A page of orders; `unavailable` from a back-end that has no staff calls (Craft itself). */
  listOrders(query: StaffOrderQuery): Promise<Result<StaffOrderListing, GatewayError>>;
  getOrder(id: number): Promise<Result<StaffOrder, GatewayError>>;
  advanceOrder(id: number, step: StaffOrderStep): Promise<Result<void, GatewayError>>;
  /** Records that a pay-by-invoice order was paid (its authorization captured). */
  markPaid(id: number): Promise<Result<void, GatewayError>>;
  /** Cancels before shipping: refunds what was paid through its gateway, puts the stock back. */
  cancelOrder(id: number): Promise<Result<void, GatewayError>>;
  stepReturn(
    orderId: number,
    returnId: number,
    step: StaffReturnStep,
  ): Promise<Result<void, GatewayError>>;
  /** Refunds a received return: `amountMinor`, or what its lines were paid when left out. */
  refundReturn(
    orderId: number,
    returnId: number,
    amountMinor?: number,
  ): Promise<Result<void, GatewayError>>;
}
