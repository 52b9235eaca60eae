import type { HttpMethod } from '../../domain/http/backend-error';
import { failedResponseMessage } from '../http/client/craft-failure-message';
import type { GatewayError } from '../../domain/http/gateway.errors';

/**
 * The error an http adapter reports for a refused call, so that a fake fails exactly like the
 * back-end it stands in for: same status, same body, same message from the same mapping.
 */
export const refused = (
  endpoint: string,
  method: HttpMethod,
  status: number,
  body: unknown,
): GatewayError => ({
  kind: 'request-failed',
  error: {
    message: failedResponseMessage(method, { status, statusText: '', body }),
    status,
    data: body,
    endpoint,
    method,
    retryCount: 0,
  },
});

/** Craft's exception JSON (with `error` duplicating the message, as our back-end sends it). */
export const craftErrorBody = (status: number, message: string) => ({
  name: status === 403 ? 'Forbidden' : status === 404 ? 'Not Found' : 'Bad Request',
  message,
  code: 0,
  status,
  error: message,
});

/** The Element API's and the storefront API's error JSON. */
export const apiErrorBody = (status: number, message: string) => ({
  error: { code: status, message },
});

export const NOT_AUTHENTICATED = 'User is not authenticated';
export const SERVER_ERROR = 'A server error occurred.';
export const ELEMENT_NOT_FOUND = 'No element exists that matches the endpoint criteria';
