import { loadOnce } from '../../application/shared/load-once';
import type { CartGateway } from '../../ports/cart-gateway';
import type { SharedCartGateway } from '../../ports/shared-cart-gateway';

/**
 * The cart gateway whose code (requests, the cart's schema and mapper) loads on the first call: the
 * layout reads the cart once the first page is on screen, so the first page needs none of it. A
 * failed load is tried again on the next call.
 */
export class DeferredCartGateway implements CartGateway {
  readonly #gateway: () => Promise<CartGateway>;

  constructor(load: () => Promise<CartGateway>) {
    this.#gateway = loadOnce(load).load;
  }

  #call<R>(use: (gateway: CartGateway) => Promise<R>): Promise<R> {
    return this.#gateway().then(use);
  }

  getCart: CartGateway['getCart'] = () => this.#call((g) => g.getCart());
  loadCart: CartGateway['loadCart'] = (number) => this.#call((g) => g.loadCart(number));
  updateCart: CartGateway['updateCart'] = (body) => this.#call((g) => g.updateCart(body));
  completeCart: CartGateway['completeCart'] = () => this.#call((g) => g.completeCart());
  forgetCart: CartGateway['forgetCart'] = () => this.#call((g) => g.forgetCart());
}

/** The shared-cart gateway, loaded on its first call (only a shared cart's link calls it). */
export class DeferredSharedCartGateway implements SharedCartGateway {
  readonly #gateway: () => Promise<SharedCartGateway>;

  constructor(load: () => Promise<SharedCartGateway>) {
    this.#gateway = loadOnce(load).load;
  }

  getStatus: SharedCartGateway['getStatus'] = (number) =>
    this.#gateway().then((g) => g.getStatus(number));
  load: SharedCartGateway['load'] = (number) => this.#gateway().then((g) => g.load(number));
}
