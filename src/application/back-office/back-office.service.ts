import type { Observable } from 'rxjs';
import type { StaffOrderQuery } from '../../domain/back-office/staff-order-query.rules';
import type {
  StaffOrder,
  StaffOrderListing,
  StaffOrderStep,
  StaffReturnStep,
} from '../../domain/back-office/staff-order';
import type { GatewayError } from '../../domain/http/gateway.errors';
import type { Result } from '../../domain/shared/result';
import type { BackOffice } from '../../ports/back-office';
import { LoadableState, type Loadable } from '../shared/loadable';

/**
 * The back office's orders: the list staff search, the order they work on, and the last step they
 * took on it. After every step the order is read again, so the page shows it as it now is (also
 * when the step was refused because someone else moved it first).
 */
export class BackOfficeService {
  readonly #office: BackOffice;
  readonly #list = new LoadableState<StaffOrderListing>();
  readonly #order = new LoadableState<StaffOrder>();
  readonly #step = new LoadableState<void>();

  /** the list's page, or that the back-end has no back office */
  readonly orders$: Observable<Loadable<StaffOrderListing>> = this.#list.state$;
  readonly order$: Observable<Loadable<StaffOrder>> = this.#order.state$;
  /** the last step taken: pending while it runs, the back-end's reason when it was refused */
  readonly step$: Observable<Loadable<void>> = this.#step.state$;

  constructor(office: BackOffice) {
    this.#office = office;
  }

  loadOrders(query: StaffOrderQuery): Promise<Result<StaffOrderListing, GatewayError>> {
    return this.#list.load(() => this.#office.listOrders(query));
  }

  /** Opens an order: the previous order's step message does not carry over. */
  openOrder(id: number): Promise<Result<StaffOrder, GatewayError>> {
    if (this.#order.current.data?.id !== id) {
      this.#order.reset();
      this.#step.reset();
    }
    return this.#order.load(() => this.#office.getOrder(id));
  }

  advanceOrder(id: number, step: StaffOrderStep): Promise<Result<void, GatewayError>> {
    return this.#take(id, () => this.#office.advanceOrder(id, step));
  }

  markPaid(id: number): Promise<Result<void, GatewayError>> {
    return this.#take(id, () => this.#office.markPaid(id));
  }

  cancelOrder(id: number): Promise<Result<void, GatewayError>> {
    return this.#take(id, () => this.#office.cancelOrder(id));
  }

  stepReturn(
    id: number,
    returnId: number,
    step: StaffReturnStep,
  ): Promise<Result<void, GatewayError>> {
    return this.#take(id, () => this.#office.stepReturn(id, returnId, step));
  }

  refundReturn(
    id: number,
    returnId: number,
    amountMinor: number,
  ): Promise<Result<void, GatewayError>> {
    return this.#take(id, () => this.#office.refundReturn(id, returnId, amountMinor));
  }

  async #take(
    id: number,
    step: () => Promise<Result<void, GatewayError>>,
  ): Promise<Result<void, GatewayError>> {
    const taken = await this.#step.load(step);
    await this.#order.load(() => this.#office.getOrder(id));
    return taken;
  }
}
