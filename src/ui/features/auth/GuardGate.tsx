import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { RouteGuard } from '../../../domain/routing/routing';
import { afterSignInPath } from '../../../domain/routing/after-sign-in.rules';
import { runRouteGuard } from '../../../domain/routing/route-guard.rules';
import { useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import * as pageStyles from '../../components/Page.styles';

interface GuardGateProps {
  readonly guard: RouteGuard;
  readonly children: ReactNode;
}

/**
 * Runs the route table's guard before the page: a guest on a customers-only page goes to /login
 * (with the page to come back to), a customer on a guests-only page goes back where sign-in was
 * asked from, else to the account. Nothing is shown until the session has been read once.
 */
export const GuardGate = ({ guard, children }: GuardGateProps) => {
  const { auth } = useServices();
  const state = useObservable(auth.state$);
  const signedIn = useObservable(auth.isLoggedIn$);
  const location = useLocation();

  useEffect(() => {
    void auth.afterMount();
  }, [auth]);

  if (!state.isSessionChecked) {
    return (
      <p role="status" css={pageStyles.statusText}>
        Loading…
      </p>
    );
  }
  const decision = runRouteGuard(guard, signedIn, `${location.pathname}${location.search}`);
  if (decision.kind === 'allow') return children;
  const to = guard === 'guests-only' ? afterSignInPath(location.search) : decision.to;
  return <Navigate to={to} replace />;
};
