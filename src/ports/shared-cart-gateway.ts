import type { SharedCartStatus } from '../domain/cart/shared-cart';
import type { GatewayError } from '../domain/http/gateway.errors';
import type { Result } from '../domain/shared/result';

/** Carts shared by link: POST /api/v1/shared-cart/get-cart-status and /load. */
export interface SharedCartGateway {
  getStatus(number: string): Promise<Result<SharedCartStatus, GatewayError>>;
  /** Makes the shared cart the visitor's cart. */
  load(number: string): Promise<Result<void, GatewayError>>;
}
