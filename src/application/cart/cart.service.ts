import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { Cart } from '../../domain/cart/cart';
import { couponOutcome, type CouponOutcome } from '../../domain/cart/cart-notices.rules';
import type { CartUpdate, LineItemOptions } from '../../domain/cart/cart-update';
import {
  addPurchasable,
  applyCoupon,
  changeLineItem,
  checkCartUpdate,
  clearNotices,
  combineCartUpdates,
  isRemoval,
  removeCoupon,
  removeLineItem,
  setLineItemQuantity,
} from '../../domain/cart/cart-update.rules';
import { emptyCart, totalItems } from '../../domain/cart/cart.rules';
import type { SharedCartAction } from '../../domain/cart/shared-cart';
import { sharedCartAction } from '../../domain/cart/shared-cart.rules';
import type { AppError } from '../../domain/errors/app-error';
import { type CartFailure, cartFailureMessage } from '../../domain/cart/cart-messages.rules';
import type { GatewayError } from '../../domain/http/gateway.errors';
import type { ToastKey } from '../../domain/flash/toast-messages';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CartGateway } from '../../ports/cart-gateway';
import type { SessionStore } from '../../ports/session-store';
import type { SharedCartGateway } from '../../ports/shared-cart-gateway';
import type { FlashService } from '../flash/flash.service';
import { LatestRequest } from '../shared/latest-request';
import type { LoadStatus } from '../shared/load-status';

export interface CartServiceDeps {
  readonly carts: CartGateway;
  readonly sharedCarts: SharedCartGateway;
  readonly flash: FlashService;
  readonly sessionStore: SessionStore;
}

interface Toasts {
  readonly success: ToastKey;
  readonly failure: ToastKey;
}

/** The visitor's cart: loading it, every change to it, and carts shared by link. */
export class CartService {
  readonly #deps: CartServiceDeps;
  readonly #requests = new LatestRequest();
  readonly #cart = new BehaviorSubject<Cart>(emptyCart());
  readonly #status = new BehaviorSubject<LoadStatus>('idle');
  readonly #error = new BehaviorSubject<string | null>(null);
  readonly #pending = new BehaviorSubject<number>(0);

  /** Starts as an empty cart so the widget has something to show before the first load. */
  readonly cart$: Observable<Cart> = this.#cart.asObservable();
  readonly totalItems$: Observable<number> = this.#cart.pipe(
    map(totalItems),
    distinctUntilChanged(),
  );
  readonly status$: Observable<LoadStatus> = this.#status.asObservable();
  /** The message to show for the last failed load or change, null otherwise. */
  readonly error$: Observable<string | null> = this.#error.asObservable();
  /** True while a change is on its way to the back-end. */
  readonly pending$: Observable<boolean> = this.#pending.pipe(
    map((count) => count > 0),
    distinctUntilChanged(),
  );

  constructor(deps: CartServiceDeps) {
    this.#deps = deps;
  }

  /** Whether this tab already loaded the cart once (kept in session storage across reloads). */
  isHydrated(): boolean {
    return this.#deps.sessionStore.isCartHydrated();
  }

  async load(): Promise<Result<Cart, GatewayError>> {
    const ticket = this.#requests.start();
    this.#status.next('loading');
    const result = await this.#deps.carts.getCart();
    if (!this.#requests.isLatest(ticket)) return result;
    if (result.ok) {
      this.#cart.next(result.value);
      this.#error.next(null);
      this.#status.next('ready');
      this.#deps.sessionStore.setCartHydrated(true);
    } else {
      // The last known cart stays: a failed refresh says nothing about what the cart holds.
      this.#error.next(cartFailureMessage(result.error));
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
    this.#deps.sessionStore.setCartHydrated(false);
  }

  addItem(
    purchasableId: number,
    qty = 1,
    options?: LineItemOptions,
  ): Promise<Result<Cart, AppError>> {
    return this.update(addPurchasable(purchasableId, qty, options), {
      success: 'itemAdded',
      failure: 'addItemFailed',
    });
  }

  /** A quantity of 0 removes the line, and reads as a removal. */
  updateQuantity(lineItemId: number, qty: number): Promise<Result<Cart, AppError>> {
    if (isRemoval({ qty })) return this.removeItem(lineItemId);
    return this.update(setLineItemQuantity(lineItemId, qty), {
      success: 'cartUpdated',
      failure: 'updateCartItemFailed',
    });
  }

  updateNote(lineItemId: number, note: string): Promise<Result<Cart, AppError>> {
    return this.update(changeLineItem(lineItemId, { note }), {
      success: 'cartUpdated',
      failure: 'updateCartItemFailed',
    });
  }

  updateOptions(lineItemId: number, options: LineItemOptions): Promise<Result<Cart, AppError>> {
    return this.update(changeLineItem(lineItemId, { options }), {
      success: 'cartUpdated',
      failure: 'updateCartItemFailed',
    });
  }

  removeItem(lineItemId: number): Promise<Result<Cart, AppError>> {
    return this.update(removeLineItem(lineItemId), {
      success: 'itemRemoved',
      failure: 'removeItemFailed',
    });
  }

  /** Every line at once, in one update; an empty cart needs no call. */
  async clear(): Promise<Result<Cart, AppError>> {
    const lines = this.#cart.value.lineItems;
    if (lines.length === 0) {
      this.#deps.flash.toast('cartCleared');
      return ok(this.#cart.value);
    }
    const body = combineCartUpdates(...lines.map((line) => removeLineItem(line.id)));
    return this.update(body, { success: 'cartCleared', failure: 'clearCartFailed' });
  }

  /**
   * Craft drops a coupon it cannot apply and says why in a notice, on a successful answer: old
   * notices are cleared first so that the answer's notice is about this code.
   */
  applyCoupon(code: string): Promise<Result<CouponOutcome, AppError>> {
    return this.#sendCoupon(applyCoupon(code), code);
  }

  /** An empty coupon code removes the coupon. */
  removeCoupon(): Promise<Result<CouponOutcome, AppError>> {
    return this.#sendCoupon(removeCoupon(), '');
  }

  /**
   * One update of the cart, sent in one call (the checkout's steps use it too). The rules refuse
   * what Craft would silently ignore; a refused update keeps the cart as it was.
   */
  async update(update: CartUpdate, toasts?: Toasts): Promise<Result<Cart, AppError>> {
    const checked = checkCartUpdate(update);
    if (!checked.ok) return this.#failed(checked.error, toasts);
    const ticket = this.#requests.start();
    const result = await this.#whilePending(() => this.#deps.carts.updateCart(checked.value));
    if (!result.ok) return this.#failed(result.error, toasts);
    if (this.#requests.isLatest(ticket)) {
      this.#cart.next(result.value);
      this.#status.next('ready');
    }
    this.#error.next(null);
    if (toasts !== undefined) this.#deps.flash.toast(toasts.success);
    return result;
  }

  /** Completes the cart without payment; the session then holds a new, empty cart. */
  async complete(): Promise<Result<Cart, GatewayError>> {
    const completed = await this.#deps.carts.completeCart();
    if (!completed.ok) {
      this.#error.next(cartFailureMessage(completed.error));
      return completed;
    }
    await this.load();
    return completed;
  }

  /** A shared cart either loads or asks the visitor to sign in first. */
  async loadShared(number: string): Promise<Result<SharedCartAction, AppError>> {
    const status = await this.#deps.sharedCarts.getStatus(number);
    if (!status.ok) return status;
    const action = sharedCartAction(status.value);
    if (!action.ok || action.value === 'REDIRECT_TO_LOGIN') return action;
    const loaded = await this.#deps.sharedCarts.load(number);
    if (!loaded.ok) return loaded;
    const cart = await this.load();
    return cart.ok ? ok(action.value) : cart;
  }

  /** Counts the call as pending until it settles, also when it throws, so pending$ cannot stick. */
  async #whilePending<T>(call: () => Promise<T>): Promise<T> {
    this.#pending.next(this.#pending.value + 1);
    try {
      return await call();
    } finally {
      this.#pending.next(this.#pending.value - 1);
    }
  }

  /**
   * Craft drops a coupon it cannot apply and says why in a notice, on a successful answer: old
   * notices are cleared first so that the answer's notice is about this code.
   */
  async #sendCoupon(
    coupon: CartUpdate,
    sentCode: string,
  ): Promise<Result<CouponOutcome, AppError>> {
    const updated = await this.update(combineCartUpdates(clearNotices(), coupon));
    if (!updated.ok) {
      this.#deps.flash.toast('updateCartItemFailed');
      return updated;
    }
    const outcome = couponOutcome(updated.value, sentCode);
    if (outcome.kind === 'rejected') this.#deps.flash.show('warning', outcome.message);
    else this.#deps.flash.toast('cartUpdated');
    return ok(outcome);
  }

  #failed(error: CartFailure, toasts?: Toasts): Result<never, AppError> {
    this.#error.next(cartFailureMessage(error));
    if (toasts !== undefined) this.#deps.flash.toast(toasts.failure);
    return err(error);
  }
}
