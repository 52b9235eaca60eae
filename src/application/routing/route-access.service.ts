import { filter, firstValueFrom } from 'rxjs';
import { isLoggedIn } from '../../domain/auth/auth.rules';
import { afterSignInPath } from '../../domain/routing/after-sign-in.rules';
import {
  guardForPath,
  parseRouteGuard,
  runRouteGuard,
} from '../../domain/routing/route-guard.rules';
import type { GuardDecision, RouteGuard } from '../../domain/routing/routing';
import type { RoutingError } from '../../domain/routing/routing.errors';
import { ok, type Result } from '../../domain/shared/result';
import type { AuthService } from '../auth/auth.service';

const ALLOW: GuardDecision = { kind: 'allow' };

/**
 * Runs a route's guard before its page: 'customers-only' and 'guests-only' from the spec's route
 * table, or a guard a route names itself. Only a guarded route waits for the session to be read.
 * A signed-in visitor on a guests-only page goes where sign-in was asked from, else the account.
 */
export class RouteAccessService {
  readonly #auth: AuthService;
  #sessionChecked: Promise<void> | undefined;

  constructor(auth: AuthService) {
    this.#auth = auth;
  }

  /**
   * The decision when it can be made now; `undefined` while a guarded route must wait for the
   * session to be read (then wait for `whenSessionChecked()` and ask again). `guardName` overrides
   * the route table; an unknown name is an error naming it.
   */
  decideNow(path: string, guardName?: string): Result<GuardDecision, RoutingError> | undefined {
    const guard = this.#guardFor(path, guardName);
    if (!guard.ok) return guard;
    if (guard.value === null) return ok(ALLOW);
    if (!this.#auth.state.isSessionChecked) return undefined;
    return ok(this.#run(guard.value, path));
  }

  #guardFor(path: string, guardName?: string): Result<RouteGuard | null, RoutingError> {
    return guardName === undefined ? ok(guardForPath(path)) : parseRouteGuard(guardName);
  }

  #run(guard: RouteGuard, path: string): GuardDecision {
    const decision = runRouteGuard(guard, isLoggedIn(this.#auth.state), path);
    // A signed-in visitor sent to sign in goes on to the page that asked for it.
    if (decision.kind === 'redirect' && guard === 'guests-only')
      return { kind: 'redirect', to: afterSignInPath(path.replace(/^[^?]*/, '')) };
    return decision;
  }

  /** Settles once the session has been read (asks for it when nobody has yet); one promise for all. */
  whenSessionChecked(): Promise<void> {
    if (this.#auth.state.isSessionChecked) return Promise.resolve();
    this.#sessionChecked ??= this.#readSession();
    return this.#sessionChecked;
  }

  async #readSession(): Promise<void> {
    if (!this.#auth.state.isLoading) void this.#auth.afterMount();
    await firstValueFrom(this.#auth.state$.pipe(filter((state) => state.isSessionChecked)));
  }
}
