import type { Cart } from '../../domain/cart/cart';
import { emptyCart } from '../../domain/cart/cart.rules';
import type { GatewayError } from '../../domain/errors/gateway.errors';
import type { SessionInfo } from '../../domain/session/session';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CommerceGateway } from '../../ports/commerce-gateway';
import { offlineError } from './offline-error';

export interface InMemoryCommerceGatewayOptions {
  /** 32 hex characters; a random one by default, as Craft would create */
  readonly cartNumber?: string;
  readonly currency?: string;
  readonly session?: SessionInfo;
}

const randomHex32 = (): string => crypto.randomUUID().replaceAll('-', '');

const guestSession = (): SessionInfo => ({
  isGuest: true,
  timeout: 0,
  csrfTokenName: 'CRAFT_CSRF_TOKEN',
  csrfTokenValue: randomHex32(),
  user: null,
});

/** One visitor's session and cart, held in memory. */
export class InMemoryCommerceGateway implements CommerceGateway {
  #cart: Cart;
  readonly #session: SessionInfo;
  #offline = false;

  constructor(options: InMemoryCommerceGatewayOptions = {}) {
    this.#cart = { ...emptyCart(options.currency), number: options.cartNumber ?? randomHex32() };
    this.#session = options.session ?? guestSession();
  }

  async getCart(): Promise<Result<Cart, GatewayError>> {
    return this.#offline ? err(offlineError('actions/commerce/cart/get-cart')) : ok(this.#cart);
  }

  async getSessionInfo(): Promise<Result<SessionInfo, GatewayError>> {
    return this.#offline ? err(offlineError('actions/users/session-info')) : ok(this.#session);
  }

  /** Replaces the held cart, for setting up a scenario. */
  seedCart(cart: Cart): void {
    this.#cart = cart;
  }

  /** Every call fails as if the network were down, until goOnline(). */
  goOffline(): void {
    this.#offline = true;
  }

  goOnline(): void {
    this.#offline = false;
  }
}
