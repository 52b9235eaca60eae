import type { Cart } from '../../domain/cart/cart';
import type { CartUpdate } from '../../domain/cart/cart-update';
import { addPurchasable } from '../../domain/cart/cart-update.rules';
import type { LineAddition } from '../../domain/cart/line-addition';
import type { GatewayError } from '../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CartGateway } from '../../ports/cart-gateway';
import { CART_ENDPOINTS } from '../http/cart/craft-cart.endpoints';
import { lineAdditionOf } from '../http/cart/craft-line-refusal.mapper';
import { type UpdateCartBody, updateCartBody } from '../http/cart/craft-update-cart.body';
import { applyCartUpdate } from './fake-cart-update';
import { craftErrorBody, refused } from './fake-failure';
import type { InMemoryShop } from './in-memory-shop';

/** update-cart as Craft receives it; the tests' wire handlers post raw bodies here too. */
export const updateCartFromBody = async (
  shop: InMemoryShop,
  body: UpdateCartBody,
): Promise<Result<Cart, GatewayError>> => {
  const down = shop.guard(CART_ENDPOINTS.update, 'POST');
  if (down) return err(down);
  const updated = applyCartUpdate(shop, shop.sessionCart(), body);
  if (!updated.ok) {
    const { status, body: answer } = updated.error;
    return err(refused(CART_ENDPOINTS.update, 'POST', status, answer));
  }
  return ok(shop.saveCart(updated.value));
};

/** Craft Commerce's cart controller over an in-memory shop. */
export class InMemoryCartGateway implements CartGateway {
  readonly #shop: InMemoryShop;

  constructor(shop: InMemoryShop) {
    this.#shop = shop;
  }

  async getCart(): Promise<Result<Cart, GatewayError>> {
    const down = this.#shop.guard(CART_ENDPOINTS.get);
    return down ? err(down) : ok(this.#shop.sessionCart());
  }

  async loadCart(number: string): Promise<Result<void, GatewayError>> {
    const down = this.#shop.guard(CART_ENDPOINTS.load, 'POST');
    if (down) return err(down);
    const fail = (message: string) => err(refused(CART_ENDPOINTS.load, 'POST', 400, { message }));
    if (number.trim() === '') return fail('A cart number must be specified.');
    if (!this.#shop.carts.has(number)) return fail('Unable to retrieve cart.');
    this.#shop.sessionCartNumber = number;
    return ok(undefined);
  }

  /** The fake reads the update as Craft would: in update-cart's own words. */
  updateCart(update: CartUpdate): Promise<Result<Cart, GatewayError>> {
    return updateCartFromBody(this.#shop, updateCartBody(update));
  }

  /** As Craft: a sold-out variant is refused, more than the stock goes in as the stock. */
  async addLine(purchasableId: number, qty: number): Promise<Result<LineAddition, GatewayError>> {
    return lineAdditionOf(await this.updateCart(addPurchasable(purchasableId, qty)));
  }

  /** The store does not allow checkout without payment (Craft's default). */
  async completeCart(): Promise<Result<Cart, GatewayError>> {
    const down = this.#shop.guard(CART_ENDPOINTS.complete, 'POST');
    if (down) return err(down);
    const message = 'You must make a payment to complete the order.';
    return err(refused(CART_ENDPOINTS.complete, 'POST', 401, craftErrorBody(401, message)));
  }

  async forgetCart(): Promise<Result<void, GatewayError>> {
    const down = this.#shop.guard(CART_ENDPOINTS.forget, 'POST');
    if (down) return err(down);
    this.#shop.forgetSessionCart();
    return ok(undefined);
  }
}
