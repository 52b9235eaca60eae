import { data, redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { unknownGuardError } from '../../../domain/errors/page-error.rules';
import { isExternalRedirect } from '../../../domain/routing/redirect.rules';
import { redirectRuleFor } from '../../../domain/routing/route-rules';
import type { Services } from '../services';
import { ROUTE_RULES } from './route-rules';

/**
 * Runs before every page: a full page load once a new release is out, the route rules' redirects
 * (an external one leaves the site), then the route's guard. Open routes do not wait for the session.
 */
export const rootLoader =
  ({ routeAccess, release }: Pick<Services, 'routeAccess' | 'release'>) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    // A new release is out: this navigation loads the page afresh, with the new build.
    if (release.newReleaseAvailable) throw redirectDocument(`${url.pathname}${url.search}`);
    const rule = redirectRuleFor(url.pathname, ROUTE_RULES);
    if (rule !== null) {
      if (isExternalRedirect(rule.to, url.origin)) throw redirectDocument(rule.to, rule.status);
      throw redirect(rule.to, rule.status);
    }
    const decision = await routeAccess.decide(`${url.pathname}${url.search}`);
    if (!decision.ok) {
      const error =
        decision.error.kind === 'unknown-guard' ? unknownGuardError(decision.error.guard) : null;
      throw data(error?.message ?? 'Error', { status: 500, statusText: error?.name ?? 'Error' });
    }
    if (decision.value.kind === 'redirect') throw redirect(decision.value.to);
    return null;
  };
