import type { GatewayError } from '../domain/http/gateway.errors';
import type { OrderLookupOutcome, OrderLookupQuery } from '../domain/orders/order-lookup';
import type { Result } from '../domain/shared/result';

/**
 * A guest's order found by its reference and e-mail. A back-end without the call (Craft itself)
 * answers `unavailable`, so the page can say so instead of "not found".
 */
export interface OrderLookup {
  lookUp(query: OrderLookupQuery): Promise<Result<OrderLookupOutcome, GatewayError>>;
}
