import type { BackendError } from '../../src/domain/http/backend-error';
import type { GatewayError } from '../../src/domain/http/gateway.errors';

export const aBackendError = (overrides: Partial<BackendError> = {}): BackendError => ({
  message: '(500) Internal Server Error',
  status: 500,
  data: null,
  endpoint: 'actions/commerce/cart/get-cart',
  method: 'GET',
  retryCount: 0,
  ...overrides,
});

export const aRequestFailure = (overrides: Partial<BackendError> = {}): GatewayError => ({
  kind: 'request-failed',
  error: aBackendError(overrides),
});
