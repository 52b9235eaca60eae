import type { GatewayError } from '../domain/http/gateway.errors';
import type { OrderDetail, OrderSummary } from '../domain/orders/order';

/** The units to send back, by order line, and why. */
export interface ReturnRequest {
  readonly lines: readonly { readonly lineItemId: number; readonly qty: number }[];
  readonly reason: string;
}
import type { Result } from '../domain/shared/result';

/** The signed-in customer's order history. */
export interface OrderGateway {
  listOrders(): Promise<Result<readonly OrderSummary[], GatewayError>>;
  getOrder(id: number): Promise<Result<OrderDetail, GatewayError>>;
  /**
   * Cancels the customer's order before it ships (refunded, stock back); refused (409, with the
   * reason) once it has shipped. Only a back-end that follows orders after checkout has it.
   */
  cancelOrder(id: number): Promise<Result<void, GatewayError>>;
  /**
   * Asks to send back units of the customer's delivered order, with a reason; refused (409, with
   * the reason) outside the return window or for more units than are left to return.
   */
  requestReturn(id: number, request: ReturnRequest): Promise<Result<void, GatewayError>>;
  /** The order's invoice as a PDF file. */
  getInvoicePdf(number: string): Promise<Result<Blob, GatewayError>>;
}
