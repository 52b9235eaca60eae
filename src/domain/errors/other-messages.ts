import {
  CART_PARSE_FAILED_MESSAGE,
  INVALID_RESPONSE_MESSAGE,
  INVALID_SESSION_MESSAGE,
  INVALID_USER_DATA_MESSAGE,
} from '../http/service-error.rules';

/** The spec's "Other messages", beside the toasts. */
export const OTHER_MESSAGES = {
  userNotAuthenticated: 'User is not authenticated',
  invalidSessionData: INVALID_SESSION_MESSAGE,
  passwordResetFailed: 'Failed to reset password',
  invalidUserData: INVALID_USER_DATA_MESSAGE,
  registrationFailed: 'Registration failed',
  invalidResponse: INVALID_RESPONSE_MESSAGE,
  paymentFailed: 'Payment failed',
  paymentCompletionFailed: 'Payment completion failed',
  cartParseFailed: CART_PARSE_FAILED_MESSAGE,
} as const;

export type EnabledSettingsSubject = 'countries' | 'states' | 'gateways';

/** 'Failed to get enabled countries', '... states' or '... gateways', whichever list failed. */
export const enabledSettingsFailedMessage = (subject: EnabledSettingsSubject): string =>
  `Failed to get enabled ${subject}`;

/**
 * Registration failures show the server's error lists joined with commas (every field's
 * messages, in order); with none to show, 'Registration failed'.
 */
export const registrationFailedMessage = (errors: readonly string[]): string => {
  const texts = errors.map((text) => text.trim()).filter((text) => text !== '');
  return texts.length > 0 ? texts.join(', ') : OTHER_MESSAGES.registrationFailed;
};
