import type { Cart } from '../domain/cart/cart';
import type { CartUpdate } from '../domain/cart/cart-update';
import type { LineAddition } from '../domain/cart/line-addition';
import type { GatewayError } from '../domain/http/gateway.errors';
import type { Result } from '../domain/shared/result';

/** The visitor's cart on the commerce back-end. */
export interface CartGateway {
  /** The visitor's current cart; a visitor without one gets a fresh, empty cart. */
  getCart(): Promise<Result<Cart, GatewayError>>;
  /** Makes the incomplete order with this number the session's cart. */
  loadCart(number: string): Promise<Result<void, GatewayError>>;
  /**
   * One update of the cart, in one call. Craft refuses an invalid update with a 400 carrying the cart as it stood
   * and per-field errors: a request-failed error whose `data` holds that answer.
   */
  updateCart(update: CartUpdate): Promise<Result<Cart, GatewayError>>;
  /**
   * Adds one variant in a call of its own, at today's price. The back-end's refusal of that line (out
   * of stock, no longer for sale, quote only) is an answer (`refused`), not a failure; a quantity
   * above the stock is lowered to it, so the answer's cart tells how many units went in.
   */
  addLine(purchasableId: number, qty: number): Promise<Result<LineAddition, GatewayError>>;
  /** Completes the order without payment (only where the store allows it). */
  completeCart(): Promise<Result<Cart, GatewayError>>;
  /** Detaches the cart from the session; the next read starts a new one. */
  forgetCart(): Promise<Result<void, GatewayError>>;
}
