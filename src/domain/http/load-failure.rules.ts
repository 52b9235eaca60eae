import type { RoutingError } from '../routing/routing.errors';
import type { OtherFailure } from '../errors/app-error';
import { describeGatewayError } from './gateway-error.rules';
import type { GatewayError } from './gateway.errors';
import { enabledSettingsFailedMessage } from '../errors/other-messages';
import { routingPageError } from '../routing/page-error.rules';

/**
 * What loading something from a port can fail with: the port's error, or what the service made of
 * it (a missing page, a settings list that did not load).
 */
export type LoadFailure =
  GatewayError | RoutingError | Extract<OtherFailure, { readonly kind: 'enabled-settings-failed' }>;

/**
 * A failed load in words: the same texts as `errorMessage` gives them, without the rest of the
 * catalogue (every page loads something; the catalogue's other tables belong to other pages).
 */
export const loadFailureMessage = (failure: LoadFailure): string => {
  switch (failure.kind) {
    case 'request-failed':
    case 'invalid-data':
      return describeGatewayError(failure);
    case 'route-validation-failed':
    case 'route-not-matched':
    case 'unknown-guard':
      return routingPageError(failure).message;
    case 'enabled-settings-failed':
      return enabledSettingsFailedMessage(failure.subject);
  }
};
