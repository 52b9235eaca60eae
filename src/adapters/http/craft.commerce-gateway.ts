import type { Cart } from '../../domain/cart/cart';
import type { DataSubject, GatewayError } from '../../domain/errors/gateway.errors';
import type { SessionInfo } from '../../domain/session/session';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CommerceGateway } from '../../ports/commerce-gateway';
import { craftCartResponseSchema } from './craft-cart.schema';
import { mapCraftCart } from './craft-cart.mapper';
import { SESSION_INFO_ENDPOINT, type CraftClient } from './craft-client';
import { mapCraftSessionInfo } from './craft-session.mapper';
import { craftSessionInfoSchema } from './craft-session.schema';
import { decode } from './decode';

export const GET_CART_ENDPOINT = 'actions/commerce/cart/get-cart';

const invalid = (
  subject: DataSubject,
  endpoint: string,
  issues: readonly string[],
): GatewayError => ({
  kind: 'invalid-data',
  subject,
  endpoint,
  issues,
});

export class CraftCommerceGateway implements CommerceGateway {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  async getCart(): Promise<Result<Cart, GatewayError>> {
    const response = await this.#client.get(GET_CART_ENDPOINT);
    if (!response.ok) return err({ kind: 'request-failed', error: response.error });
    const decoded = decode(craftCartResponseSchema, response.value);
    if (!decoded.ok) return err(invalid('cart', GET_CART_ENDPOINT, decoded.error));
    return ok(mapCraftCart(decoded.value.cart));
  }

  async getSessionInfo(): Promise<Result<SessionInfo, GatewayError>> {
    const response = await this.#client.get(SESSION_INFO_ENDPOINT);
    if (!response.ok) return err({ kind: 'request-failed', error: response.error });
    const decoded = decode(craftSessionInfoSchema, response.value);
    if (!decoded.ok) return err(invalid('session', SESSION_INFO_ENDPOINT, decoded.error));
    return ok(mapCraftSessionInfo(decoded.value));
  }
}
