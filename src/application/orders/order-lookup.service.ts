import { BehaviorSubject, type Observable } from 'rxjs';
import { describeGatewayError } from '../../domain/http/gateway-error.rules';
import type { OrderLookupOutcome, OrderLookupQuery } from '../../domain/orders/order-lookup';
import { checkOrderLookupQuery } from '../../domain/orders/order-lookup.rules';
import type { OrderLookup } from '../../ports/order-lookup';
import { LatestRequest } from '../shared/latest-request';

/** Where the guest's lookup stands: the back-end's answer, or why there is none. */
export type OrderLookupState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'answered'; readonly outcome: OrderLookupOutcome }
  | { readonly status: 'failed'; readonly message: string };

/** A guest's order status by the reference and e-mail of their confirmation mail. */
export class OrderLookupService {
  readonly #lookup: OrderLookup;
  readonly #requests = new LatestRequest();
  readonly #state = new BehaviorSubject<OrderLookupState>({ status: 'idle' });

  readonly state$: Observable<OrderLookupState> = this.#state.asObservable();

  constructor(lookup: OrderLookup) {
    this.#lookup = lookup;
  }

  /** Checks the two fields, then asks; only the latest of several asks is shown. */
  async lookUp(query: OrderLookupQuery): Promise<OrderLookupState> {
    const checked = checkOrderLookupQuery(query);
    if (!checked.ok) {
      this.#requests.invalidate();
      return this.#show({ status: 'failed', message: checked.error });
    }
    const ticket = this.#requests.start();
    this.#state.next({ status: 'loading' });
    const answer = await this.#lookup.lookUp(checked.value);
    const state: OrderLookupState = answer.ok
      ? { status: 'answered', outcome: answer.value }
      : { status: 'failed', message: describeGatewayError(answer.error) };
    return this.#requests.isLatest(ticket) ? this.#show(state) : state;
  }

  #show(state: OrderLookupState): OrderLookupState {
    this.#state.next(state);
    return state;
  }
}
