import type { GatewayError } from '../../domain/http/gateway.errors';
import type { LoadFailure } from '../../domain/http/load-failure.rules';

/** The Element API answers a missing element with 404: for a route, that is its page-not-found. */
export const notFoundAs =
  (path: string) =>
  (error: GatewayError): LoadFailure =>
    error.kind === 'request-failed' && error.error.status === 404
      ? { kind: 'route-not-matched', path }
      : error;
