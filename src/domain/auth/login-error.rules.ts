import { nonBlank } from '../shared/guards';
import { describeGatewayError } from '../http/gateway-error.rules';
import type { GatewayError } from '../http/gateway.errors';
import type { LoginErrorCode, LoginFailure, ResendCooldownFailure } from './login-error';
import { TOAST_MESSAGES } from '../flash/toast-messages';

export const LOGIN_ERROR_MESSAGES: Readonly<Record<LoginErrorCode, string>> = {
  invalid_credentials: 'Invalid email or password.',
  pending_verification:
    'Your account has not been activated yet. Please check your email for the verification link.',
  account_suspended: 'Your account has been suspended. Please contact support.',
  account_cooldown: 'Your account is temporarily locked. Please try again later.',
  account_locked: 'Your account is locked. Please reset your password or contact support.',
  password_reset_required: 'You need to reset your password. Check your email for instructions.',
  no_site_offline_access: 'The site is offline. Please try again later.',
};

const LOGIN_ERROR_CODES = Object.keys(LOGIN_ERROR_MESSAGES) as readonly LoginErrorCode[];

export const parseLoginErrorCode = (raw: unknown): LoginErrorCode | null =>
  LOGIN_ERROR_CODES.find((code) => code === raw) ?? null;

/**
 * Our own text per code, so a login form never depends on Craft's wording. The cooldown is the
 * exception: Craft's text says how long to wait ("Account locked. Try again in 5 minutes."),
 * which ours cannot. An unknown code falls back to Craft's text, then to 'Login failed'.
 */
export const loginErrorMessage = ({ errorCode, message }: LoginFailure): string => {
  if (errorCode === null) return nonBlank(message) ?? TOAST_MESSAGES.loginFailed;
  if (errorCode === 'account_cooldown') return nonBlank(message) ?? LOGIN_ERROR_MESSAGES[errorCode];
  return LOGIN_ERROR_MESSAGES[errorCode];
};

/**
 * Signing in or out in words: the same texts as `errorMessage` gives them, without the rest of the
 * catalogue (the header signs out on every page).
 */
export const signInFailureMessage = (failure: LoginFailure | GatewayError): string =>
  failure.kind === 'login-failed' ? loginErrorMessage(failure) : describeGatewayError(failure);

/** The server's message, else its error text, else the resend toast. */
export const resendCooldownMessage = ({ error, message }: ResendCooldownFailure): string =>
  nonBlank(message) ?? nonBlank(error) ?? TOAST_MESSAGES.resendVerificationFailed;

/** When another verification e-mail may be requested, from the time the refusal arrived (ms). */
export const resendAvailableAt = (
  { timeRemaining }: ResendCooldownFailure,
  receivedAt: number,
): number =>
  timeRemaining !== undefined && Number.isFinite(timeRemaining) && timeRemaining > 0
    ? receivedAt + timeRemaining * 1000
    : receivedAt;
