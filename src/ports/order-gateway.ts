import type { GatewayError } from '../domain/http/gateway.errors';
import type { OrderDetail, OrderSummary } from '../domain/orders/order';
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
  /** The order's invoice as a PDF file. */
  getInvoicePdf(number: string): Promise<Result<Blob, GatewayError>>;
}
