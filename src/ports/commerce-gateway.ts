import type { Cart } from '../domain/cart/cart';
import type { GatewayError } from '../domain/errors/gateway.errors';
import type { SessionInfo } from '../domain/session/session';
import type { Result } from '../domain/shared/result';

/** The commerce back-end: the visitor's session and cart. */
export interface CommerceGateway {
  /** The visitor's current cart; a visitor without one gets a fresh, empty cart. */
  getCart(): Promise<Result<Cart, GatewayError>>;
  getSessionInfo(): Promise<Result<SessionInfo, GatewayError>>;
}
