import { filter, firstValueFrom } from 'rxjs';
import { isLoggedIn } from '../../domain/auth/auth.rules';
import { afterSignInPath } from '../../domain/routing/after-sign-in.rules';
import {
  guardForPath,
  parseRouteGuard,
  runRouteGuard,
} from '../../domain/routing/route-guard.rules';
import type { GuardDecision } from '../../domain/routing/routing';
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

  constructor(auth: AuthService) {
    this.#auth = auth;
  }

  /** `guardName` overrides the route table; an unknown name is an error naming it. */
  async decide(path: string, guardName?: string): Promise<Result<GuardDecision, RoutingError>> {
    let guard = guardForPath(path);
    if (guardName !== undefined) {
      const parsed = parseRouteGuard(guardName);
      if (!parsed.ok) return parsed;
      guard = parsed.value;
    }
    if (guard === null) return ok(ALLOW);
    await this.#sessionChecked();
    const decision = runRouteGuard(guard, isLoggedIn(this.#auth.state), path);
    // A signed-in visitor sent to sign in goes on to the page that asked for it.
    if (decision.kind === 'redirect' && guard === 'guests-only')
      return ok({ kind: 'redirect', to: afterSignInPath(path.replace(/^[^?]*/, '')) });
    return ok(decision);
  }

  async #sessionChecked(): Promise<void> {
    const { isSessionChecked, isLoading } = this.#auth.state;
    if (isSessionChecked) return;
    if (!isLoading) void this.#auth.afterMount();
    await firstValueFrom(this.#auth.state$.pipe(filter((state) => state.isSessionChecked)));
  }
}
