import { addressValidationFailureMessage } from '../address/address-validation-messages.rules';
import type { AppError } from './app-error';
import { formErrorMessage } from '../forms/form-messages.rules';
import { describeGatewayError } from '../http/gateway-error.rules';
import { loginErrorMessage, resendCooldownMessage } from '../auth/login-error.rules';
import {
  enabledSettingsFailedMessage,
  OTHER_MESSAGES,
  registrationFailedMessage,
} from './other-messages';
import { routingPageError } from '../routing/page-error.rules';
import {
  apiErrorMessage,
  communicationErrorMessage,
  invalidDataMessage,
} from '../http/service-error.rules';
import { TOAST_MESSAGES } from '../flash/toast-messages';

/** The one mapping from a typed failure to the text people see: the spec's error catalogue. */
export const errorMessage = (error: AppError): string => {
  switch (error.kind) {
    case 'request-failed':
    case 'invalid-data':
      return describeGatewayError(error);
    case 'request-exception':
      return communicationErrorMessage(error.message);
    case 'api-error':
      return apiErrorMessage(error.message, error.prefix);
    case 'invalid-server-data':
      return invalidDataMessage(error.message);
    case 'login-failed':
      return loginErrorMessage(error);
    case 'resend-cooldown':
      return resendCooldownMessage(error);
    case 'address-validation-http-error':
    case 'address-validation-network-error':
      return addressValidationFailureMessage(error);
    case 'route-validation-failed':
    case 'route-not-matched':
    case 'unknown-guard':
      return routingPageError(error).message;
    case 'not-authenticated':
      return OTHER_MESSAGES.userNotAuthenticated;
    case 'password-reset-failed':
      return OTHER_MESSAGES.passwordResetFailed;
    case 'registration-failed':
      return registrationFailedMessage(error.errors);
    case 'payment-failed':
      return OTHER_MESSAGES.paymentFailed;
    case 'payment-completion-failed':
      return OTHER_MESSAGES.paymentCompletionFailed;
    case 'enabled-settings-failed':
      return enabledSettingsFailedMessage(error.subject);
    case 'operation-failed':
      return TOAST_MESSAGES[error.toast];
    default:
      return formErrorMessage(error);
  }
};
