import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { Cart } from '../../domain/cart/cart';
import { emptyCart, totalItems } from '../../domain/cart/cart.rules';
import { describeGatewayError } from '../../domain/errors/gateway-error.rules';
import type { GatewayError } from '../../domain/errors/gateway.errors';
import type { Result } from '../../domain/shared/result';
import type { CommerceGateway } from '../../ports/commerce-gateway';
import { LatestRequest } from '../shared/latest-request';
import type { LoadStatus } from '../shared/load-status';

export class CartService {
  readonly #gateway: CommerceGateway;
  readonly #requests = new LatestRequest();
  readonly #cart = new BehaviorSubject<Cart>(emptyCart());
  readonly #status = new BehaviorSubject<LoadStatus>('idle');
  readonly #error = new BehaviorSubject<string | null>(null);

  /** Starts as an empty cart so the widget has something to show before the first load. */
  readonly cart$: Observable<Cart> = this.#cart.asObservable();
  readonly totalItems$: Observable<number> = this.#cart.pipe(
    map(totalItems),
    distinctUntilChanged(),
  );
  readonly status$: Observable<LoadStatus> = this.#status.asObservable();
  /** The message to show for the last failed load, null otherwise. */
  readonly error$: Observable<string | null> = this.#error.asObservable();

  constructor(gateway: CommerceGateway) {
    this.#gateway = gateway;
  }

  async load(): Promise<Result<Cart, GatewayError>> {
    const ticket = this.#requests.start();
    this.#status.next('loading');
    const result = await this.#gateway.getCart();
    if (!this.#requests.isLatest(ticket)) return result;
    if (result.ok) {
      this.#cart.next(result.value);
      this.#error.next(null);
      this.#status.next('ready');
    } else {
      // The last known cart stays: a failed refresh says nothing about what the cart holds.
      this.#error.next(describeGatewayError(result.error));
      this.#status.next('failed');
    }
    return result;
  }

  /** Forgets the cart locally, e.g. after sign-out; loads in flight are ignored. */
  reset(): void {
    this.#requests.invalidate();
    this.#cart.next(emptyCart(this.#cart.value.currency));
    this.#error.next(null);
    this.#status.next('idle');
  }
}
