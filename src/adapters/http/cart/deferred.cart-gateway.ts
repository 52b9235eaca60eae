import type { HttpMethod } from '../../../domain/http/backend-error';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { err, type Result } from '../../../domain/shared/result';
import { loadOnce } from '../../../application/shared/load-once';
import type { CartGateway } from '../../../ports/cart-gateway';
import type { SharedCartGateway } from '../../../ports/shared-cart-gateway';
import { CART_ENDPOINTS, SHARED_CART_ENDPOINTS } from './craft-cart.endpoints';
import { codeNotLoaded } from '../client/gateway-result';

type Answer<T> = Promise<Result<T, GatewayError>>;

/**
 * Calls a gateway whose code loads on the first call; a failed load is tried again on the next
 * call, and answers like a request that got no answer (the services expect a result, never a
 * rejection).
 */
const deferred = <G>(load: () => Promise<G>) => {
  const gateway = loadOnce(load).load;
  return <T>(endpoint: string, method: HttpMethod, use: (loaded: G) => Answer<T>): Answer<T> =>
    gateway().then(use, (cause: unknown) => err(codeNotLoaded(endpoint, method, cause)));
};

/**
 * The cart gateway whose code (requests, the cart's schema and mapper) loads on the first call: the
 * layout reads the cart once the first page is on screen, so the first page needs none of it.
 */
export class DeferredCartGateway implements CartGateway {
  readonly #call: ReturnType<typeof deferred<CartGateway>>;

  constructor(load: () => Promise<CartGateway>) {
    this.#call = deferred(load);
  }

  getCart: CartGateway['getCart'] = () => this.#call(CART_ENDPOINTS.get, 'GET', (g) => g.getCart());
  loadCart: CartGateway['loadCart'] = (number) =>
    this.#call(CART_ENDPOINTS.load, 'POST', (g) => g.loadCart(number));
  updateCart: CartGateway['updateCart'] = (body) =>
    this.#call(CART_ENDPOINTS.update, 'POST', (g) => g.updateCart(body));
  addLine: CartGateway['addLine'] = (purchasableId, qty) =>
    this.#call(CART_ENDPOINTS.update, 'POST', (g) => g.addLine(purchasableId, qty));
  completeCart: CartGateway['completeCart'] = () =>
    this.#call(CART_ENDPOINTS.complete, 'POST', (g) => g.completeCart());
  forgetCart: CartGateway['forgetCart'] = () =>
    this.#call(CART_ENDPOINTS.forget, 'POST', (g) => g.forgetCart());
}

/** The shared-cart gateway, loaded on its first call (only a shared cart's link calls it). */
export class DeferredSharedCartGateway implements SharedCartGateway {
  readonly #call: ReturnType<typeof deferred<SharedCartGateway>>;

  constructor(load: () => Promise<SharedCartGateway>) {
    this.#call = deferred(load);
  }

  getStatus: SharedCartGateway['getStatus'] = (number) =>
    this.#call(SHARED_CART_ENDPOINTS.status, 'POST', (g) => g.getStatus(number));
  load: SharedCartGateway['load'] = (number) =>
    this.#call(SHARED_CART_ENDPOINTS.load, 'POST', (g) => g.load(number));
}
