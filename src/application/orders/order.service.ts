import type { Observable } from 'rxjs';
import type { AppError } from '../../domain/errors/app-error';
import type { BuyAgainReport } from '../../domain/orders/buy-again';
import type { OrderDetail, OrderSummary } from '../../domain/orders/order';
import { err, type Result } from '../../domain/shared/result';
import type { CartGateway } from '../../ports/cart-gateway';
import type { OrderGateway, ReturnRequest } from '../../ports/order-gateway';
import type { CartService } from '../cart/cart.service';
import { LoadableState, type Loadable } from '../shared/loadable';
import { putOrderBackInCart } from './buy-again.steps';

/** Where "buy again" puts an order's lines: the cart's port, and the cart the pages show. */
export interface OrderBasket {
  readonly carts: CartGateway;
  readonly cart: Pick<CartService, 'load'>;
}

/** The signed-in customer's order history, one order, its invoice, and buying it again. */
export class OrderService {
  readonly #orders: OrderGateway;
  readonly #basket: OrderBasket;
  readonly #list = new LoadableState<readonly OrderSummary[]>();
  readonly #detail = new LoadableState<OrderDetail>();
  readonly #invoice = new LoadableState<Blob>();
  readonly #cancel = new LoadableState<void>();
  readonly #return = new LoadableState<void>();
  readonly #buyAgain = new LoadableState<BuyAgainReport>();

  readonly orders$: Observable<Loadable<readonly OrderSummary[]>> = this.#list.state$;
  readonly order$: Observable<Loadable<OrderDetail>> = this.#detail.state$;
  /** the last invoice downloaded, for the page to hand to the browser */
  readonly invoice$: Observable<Loadable<Blob>> = this.#invoice.state$;
  /** the last cancel asked for: pending while it runs, its failure's message when refused */
  readonly cancel$: Observable<Loadable<void>> = this.#cancel.state$;
  /** the last return asked for: pending while it is sent, its refusal's message when refused */
  readonly return$: Observable<Loadable<void>> = this.#return.state$;

  /** the last "buy again": pending while the lines go in, then what became of each */
  readonly buyAgain$: Observable<Loadable<BuyAgainReport>> = this.#buyAgain.state$;

  constructor(orders: OrderGateway, basket: OrderBasket) {
    this.#orders = orders;
    this.#basket = basket;
  }

  loadOrders(): Promise<Result<readonly OrderSummary[], AppError>> {
    return this.#list.load(() => this.#orders.listOrders());
  }

  /**
   * The detail of an order from the list. Orders are addressed by number in the site's URLs and by
   * id on the back-end: the summary links the two.
   */
  loadOrder(id: number): Promise<Result<OrderDetail, AppError>> {
    return this.#detail.load(() => this.#orders.getOrder(id));
  }

  /**
   * The detail of the order a URL names by its number: the history is read first when it does not
   * hold that number yet; a number the customer has no order for is that page's page-not-found.
   */
  async loadOrderByNumber(number: string): Promise<Result<OrderDetail, AppError>> {
    if (this.orderIdOf(number) === null) await this.loadOrders();
    const id = this.orderIdOf(number);
    if (id !== null) return this.loadOrder(id);
    const notFound: AppError = {
      kind: 'route-not-matched',
      path: `/my-account/orders/${encodeURIComponent(number)}`,
    };
    return this.#detail.load(async () => err(notFound));
  }

  /** The id of the order with this number, from the loaded history; null if it is not there. */
  orderIdOf(number: string): number | null {
    return this.#list.current.data?.find((order) => order.number === number)?.id ?? null;
  }

  /**
   * Cancels the order (the back-end refunds it and says no once it has shipped); on success the
   * order and the history are read again, so that the page shows the order as it now is.
   */
  async cancelOrder(id: number): Promise<Result<void, AppError>> {
    const cancelled = await this.#cancel.load(() => this.#orders.cancelOrder(id));
    if (cancelled.ok) await Promise.all([this.loadOrder(id), this.loadOrders()]);
    return cancelled;
  }

  /** Asks to send items back; on success the order is read again, with the request in it. */
  async requestReturn(id: number, request: ReturnRequest): Promise<Result<void, AppError>> {
    const asked = await this.#return.load(() => this.#orders.requestReturn(id, request));
    if (asked.ok) await this.loadOrder(id);
    return asked;
  }

  /**
   * Puts the order's lines into the cart at today's prices and reports, line by line, what went in,
   * what went in with fewer units and what did not, and why; the cart is read again afterwards.
   */
  async buyAgain(order: OrderDetail): Promise<Result<BuyAgainReport, AppError>> {
    const report = await this.#buyAgain.load(() => putOrderBackInCart(this.#basket.carts, order));
    await this.#basket.cart.load();
    return report;
  }

  downloadInvoice(number: string): Promise<Result<Blob, AppError>> {
    return this.#invoice.load(() => this.#orders.getInvoicePdf(number));
  }

  /** Forgets everything, e.g. after sign-out. */
  reset(): void {
    this.#list.reset();
    this.#detail.reset();
    this.#invoice.reset();
    this.#cancel.reset();
    this.#return.reset();
    this.#buyAgain.reset();
  }
}
