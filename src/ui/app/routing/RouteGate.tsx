import { use, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { routingPageError } from '../../../domain/routing/page-error.rules';
import { isExternalRedirect } from '../../../domain/routing/redirect.rules';
import { redirectRuleFor } from '../../../domain/routing/route-rules';
import { RouteErrorPage } from '../RouteErrorPage';
import { useHeadSink } from '../head/head-sink';
import { useServices } from '../services';
import { DocumentNavigation } from './DocumentNavigation';
import { PageFailure } from './page-failure';
import { ROUTE_RULES } from './route-rules';

/**
 * Runs before every page: a full page load once a new release is out, the route rules' redirects
 * (an external one leaves the site), then the route's guard. Open routes do not wait for the
 * session; a guarded one suspends until it is read (the previous page stays, the bar runs).
 */
export const RouteGate = ({ children }: { readonly children: ReactNode }) => {
  const { routeAccess, release, loadingBar } = useServices();
  const location = useLocation();
  const [firstPage] = useState(location.key);
  const path = `${location.pathname}${location.search}`;
  const headSink = useHeadSink();

  if (release.newReleaseAvailable && location.key !== firstPage) {
    return <DocumentNavigation to={path} />;
  }
  const rule = redirectRuleFor(location.pathname, ROUTE_RULES);
  if (rule !== null) {
    if (isExternalRedirect(rule.to, window.location.origin))
      return <DocumentNavigation to={rule.to} />;
    return <Navigate to={rule.to} replace />;
  }
  let decision = routeAccess.decideNow(path);
  if (decision === undefined) {
    use(loadingBar.track(routeAccess.whenSessionChecked()));
    decision = routeAccess.decideNow(path);
  }
  if (decision === undefined) return null;
  if (!decision.ok) {
    return <RouteErrorPage error={new PageFailure(routingPageError(decision.error))} />;
  }
  if (decision.value.kind === 'redirect') {
    if (import.meta.env.SSR) {
      // A server render has no shopper: the browser, which has one, decides where to go. Until
      // then the page is a private one, named after the shop.
      headSink?.describe({ title: '', noindex: true });
      return null;
    }
    return <Navigate to={decision.value.to} replace />;
  }
  return children;
};
