import { NETWORK_ERROR_STATUS } from './backend-error';
import type { GatewayError } from './gateway.errors';
import {
  CART_PARSE_FAILED_MESSAGE,
  communicationErrorMessage,
  INVALID_DATA_MESSAGE,
  INVALID_RESPONSE_MESSAGE,
  INVALID_SESSION_MESSAGE,
  INVALID_USER_DATA_MESSAGE,
} from './service-error.rules';

/**
 * The one mapping from a failed call to the text people see. When nothing answered (status 0) the
 * low-level cause ("Failed to fetch") helps nobody, so the connection advice is shown instead.
 */
export const describeGatewayError = (error: GatewayError): string => {
  switch (error.kind) {
    case 'request-failed':
      return error.error.status === NETWORK_ERROR_STATUS
        ? communicationErrorMessage(null)
        : communicationErrorMessage(error.error.message);
    case 'invalid-data':
      switch (error.subject) {
        case 'cart':
          return CART_PARSE_FAILED_MESSAGE;
        case 'session':
          return INVALID_SESSION_MESSAGE;
        case 'products':
          return INVALID_DATA_MESSAGE;
        case 'user':
          return INVALID_USER_DATA_MESSAGE;
        case 'response':
          return INVALID_RESPONSE_MESSAGE;
      }
  }
};
