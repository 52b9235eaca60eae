import { BehaviorSubject, type Observable } from 'rxjs';
import type { AppError } from '../../domain/errors/app-error';
import { errorMessage } from '../../domain/errors/error-messages.rules';
import { parseEmail } from '../../domain/forms/email.rules';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StockAlertGateway } from '../../ports/stock-alert-gateway';
import { LatestRequest } from '../shared/latest-request';
import { LoadableState, type Loadable } from '../shared/loadable';

/** The alert control of one sold-out variant. */
export interface StockAlertView {
  readonly purchasableId: number | null;
  /** null until the back-end has said; false when it offers no alerts (the control is hidden) */
  readonly offered: boolean | null;
  /** the shopper's alert on this variant is set (this visit, or earlier when signed in) */
  readonly set: boolean;
  readonly sending: boolean;
  /** why the last try failed, in the error catalogue's words */
  readonly error: string | null;
}

const NOTHING: StockAlertView = {
  purchasableId: null,
  offered: null,
  set: false,
  sending: false,
  error: null,
};

/** Back-in-stock alerts: offered only when the back-end has them; set in one step. */
export class StockAlertService {
  readonly #gateway: StockAlertGateway;
  readonly #view = new BehaviorSubject<StockAlertView>(NOTHING);
  readonly #requests = new LatestRequest();
  readonly #unsubscribe = new LoadableState<void>();

  readonly view$: Observable<StockAlertView> = this.#view.asObservable();
  /** the unsubscribe page's one call */
  readonly unsubscribe$: Observable<Loadable<void>> = this.#unsubscribe.state$;

  constructor(gateway: StockAlertGateway) {
    this.#gateway = gateway;
  }

  /** Asks the back-end whether alerts are offered for this variant, and whether one is set. */
  async watch(purchasableId: number): Promise<void> {
    const ticket = this.#requests.start();
    this.#view.next({ ...NOTHING, purchasableId });
    const support = await this.#gateway.support([purchasableId]);
    if (!this.#requests.isLatest(ticket)) return;
    // A failed read hides the control: the page works as before, without alerts.
    const offered = support.ok && support.value.kind === 'supported';
    const set =
      support.ok && support.value.kind === 'supported' && support.value.set.includes(purchasableId);
    this.#view.next({ ...NOTHING, purchasableId, offered, set });
  }

  /** A guest's address (checked first), or null for a signed-in customer's own. */
  async setAlert(typedEmail: string | null): Promise<Result<void, AppError>> {
    const view = this.#view.value;
    if (view.purchasableId === null) return ok(undefined);
    const email = typedEmail === null ? ok(null) : parseEmail(typedEmail);
    if (!email.ok) return this.#fail(email.error);
    this.#view.next({ ...view, sending: true, error: null });
    const result = await this.#gateway.setAlert(view.purchasableId, email.value);
    if (this.#view.value.purchasableId !== view.purchasableId) return result;
    if (!result.ok) return this.#fail(result.error);
    this.#view.next({ ...this.#view.value, sending: false, set: true, error: null });
    return result;
  }

  unsubscribe(token: string): Promise<Result<void, AppError>> {
    return this.#unsubscribe.load(() => this.#gateway.unsubscribe(token));
  }

  #fail(error: AppError): Result<never, AppError> {
    this.#view.next({ ...this.#view.value, sending: false, error: errorMessage(error) });
    return err(error);
  }
}
