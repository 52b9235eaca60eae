import type { LoginFailure } from '../../domain/auth/login-error';
import type { ActivationRequest } from '../../domain/forms/account-forms';
import { isValidEmail } from '../../domain/forms/email.rules';
import type { RegistrationPayload } from '../../domain/user/user';
import type { ProfileUpdate } from '../../ports/account-gateway';
import type { InMemoryShop, ShopCustomer } from './in-memory-shop';

/** Craft's password length limits (UserPasswordValidator). */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 160;
/** The storefront's resend endpoint allows one mail a minute per account. */
export const RESEND_COOLDOWN_SECONDS = 60;

export const checkNewPassword = (password: string): string | null => {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `New Password should contain at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  return password.length > MAX_PASSWORD_LENGTH
    ? `New Password should contain at most ${MAX_PASSWORD_LENGTH} characters.`
    : null;
};

export const INVALID_CREDENTIALS: LoginFailure = {
  kind: 'login-failed',
  errorCode: 'invalid_credentials',
  message: 'Invalid email or password.',
};

/** Craft's answers to a sign-in, by what it finds (section 2.2 of the wire reference). */
export const loginRefusal = (
  customer: ShopCustomer | undefined,
  password: string,
): LoginFailure | null => {
  const invalid = INVALID_CREDENTIALS;
  if (customer === undefined || customer.password !== password) return invalid;
  switch (customer.user.status) {
    case 'active':
      return null;
    case 'pending':
      return {
        kind: 'login-failed',
        errorCode: 'pending_verification',
        message: 'Account has not been activated.',
      };
    case 'suspended':
      return {
        kind: 'login-failed',
        errorCode: 'account_suspended',
        message: 'Account suspended.',
      };
    default:
      return invalid;
  }
};

/** Registration's field errors, keyed as Craft keys them; empty when the form is fine. */
export const checkRegistration = (
  shop: InMemoryShop,
  payload: RegistrationPayload,
): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  if (payload.email.trim() === '') errors.email = ['Email cannot be blank.'];
  else if (!isValidEmail(payload.email)) errors.email = ['Email is not a valid email address.'];
  else {
    const existing = shop.findByLogin(payload.email)?.user;
    // An inactive record (a guest-checkout customer) is reused; others own their address.
    if (existing !== undefined && existing.status !== 'inactive') {
      errors.email = [`Email "${payload.email}" has already been taken.`];
    }
  }
  const problem = checkNewPassword(payload.password);
  if (problem !== null) errors.password = [problem.replace('New Password', 'Password')];
  return errors;
};

/** Changing the e-mail or the password needs the current password (section 2.4 of the reference). */
export const checkProfileUpdate = (
  customer: ShopCustomer,
  update: ProfileUpdate,
): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  const changesCredentials =
    update.newPassword !== undefined ||
    (update.email !== undefined && update.email !== customer.user.email);
  if (changesCredentials && update.currentPassword !== customer.password) {
    errors.currentPassword = ['Incorrect current password.'];
  }
  const problem = update.newPassword === undefined ? null : checkNewPassword(update.newPassword);
  if (problem !== null) errors.newPassword = [problem];
  if (update.email !== undefined && !isValidEmail(update.email)) {
    errors.email = ['Email is not a valid email address.'];
  }
  return errors;
};

/** An activation request's field errors: a valid e-mail and both names (the server's rule). */
export const checkActivationRequest = (request: ActivationRequest): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  if (!isValidEmail(request.email.trim())) errors.email = ['Email is not a valid email address.'];
  if (request.firstName.trim() === '') errors.firstName = ['First Name cannot be blank.'];
  if (request.lastName.trim() === '') errors.lastName = ['Last Name cannot be blank.'];
  return errors;
};
