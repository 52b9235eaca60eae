import { type HttpMethod, NETWORK_ERROR_STATUS } from '../../domain/http/backend-error';
import { networkErrorMessage } from '../http/client/craft-failure-message';
import type { GatewayError } from '../../domain/http/gateway.errors';

/** What an http adapter reports when nothing answers, so fakes fail the same way. */
export const offlineError = (endpoint: string, method: HttpMethod = 'GET'): GatewayError => ({
  kind: 'request-failed',
  error: {
    message: networkErrorMessage('Failed to fetch'),
    status: NETWORK_ERROR_STATUS,
    data: null,
    endpoint,
    method,
    retryCount: 0,
  },
});
