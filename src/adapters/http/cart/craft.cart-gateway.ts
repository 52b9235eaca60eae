import type { Cart } from '../../../domain/cart/cart';
import { addPurchasable } from '../../../domain/cart/cart-update.rules';
import type { LineAddition } from '../../../domain/cart/line-addition';
import type { CartUpdate } from '../../../domain/cart/cart-update';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import type { Result } from '../../../domain/shared/result';
import type { CartGateway } from '../../../ports/cart-gateway';
import { mapCraftCart } from './craft-cart.mapper';
import { craftCartResponseSchema } from './craft-cart.schema';
import type { CraftClient } from '../client/craft-client';
import { CART_ENDPOINTS } from './craft-cart.endpoints';
import { updateCartBody } from './craft-update-cart.body';
import { lineAdditionOf } from './craft-line-refusal.mapper';
import { doneAnswer, mapAnswer } from '../client/gateway-result';

/** Craft Commerce's cart controller. */
export class CraftCartGateway implements CartGateway {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  getCart(): Promise<Result<Cart, GatewayError>> {
    return this.#cartOf(this.#client.get(CART_ENDPOINTS.get), CART_ENDPOINTS.get);
  }

  /** Success is `[]`: there is nothing to read, the next get-cart shows the loaded cart. */
  loadCart(number: string): Promise<Result<void, GatewayError>> {
    return doneAnswer(this.#client.post(CART_ENDPOINTS.load, { number }));
  }

  updateCart(update: CartUpdate): Promise<Result<Cart, GatewayError>> {
    return this.#cartOf(
      this.#client.post(CART_ENDPOINTS.update, updateCartBody(update)),
      CART_ENDPOINTS.update,
    );
  }

  async addLine(purchasableId: number, qty: number): Promise<Result<LineAddition, GatewayError>> {
    return lineAdditionOf(await this.updateCart(addPurchasable(purchasableId, qty)));
  }

  completeCart(): Promise<Result<Cart, GatewayError>> {
    return this.#cartOf(this.#client.post(CART_ENDPOINTS.complete, {}), CART_ENDPOINTS.complete);
  }

  /**
   * Craft always answers with a redirect (302 and X-Redirect for an XHR, no body) and expects
   * text/html: the redirect itself is the success.
   */
  forgetCart(): Promise<Result<void, GatewayError>> {
    return doneAnswer(
      this.#client.send({ method: 'POST', endpoint: CART_ENDPOINTS.forget, accept: 'html' }),
    );
  }

  #cartOf(
    call: ReturnType<CraftClient['get']>,
    endpoint: string,
  ): Promise<Result<Cart, GatewayError>> {
    return mapAnswer(call, craftCartResponseSchema, 'cart', endpoint, ({ cart }) =>
      mapCraftCart(cart),
    );
  }
}
