import type { LoginErrorCode, LoginFailure } from '../../../domain/auth/login-error';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import type { AppSessionUser } from '../../../domain/session/app-session';
import type { SessionInfo } from '../../../domain/session/session';
import type { RegistrationPayload, User, UserStatus } from '../../../domain/user/user';
import type { CraftSessionInfo } from '../../http/session/craft-session.schema';
import { idOf } from '../client/vendure-id';
import { sessionUserOf } from '../session/vendure-session.mapper';
import type { AccountCustomer, Refusal } from './vendure-account.schema';
import { refusalFailure } from './vendure-refusal';

/** What a User says of itself that Vendure has no notion of (locks, suspension, photos…). */
const NOT_IN_VENDURE = {
  photoId: null,
  preferredLanguage: null,
  locked: false,
  suspended: false,
  admin: false,
  enabled: true,
  archived: false,
  invalidLoginCount: null,
  lastInvalidLoginDate: null,
  lockoutDate: null,
} as const;

const statusFlags = (status: UserStatus) => ({
  status,
  active: status === 'active',
  pending: status === 'pending',
});

const nameOrNull = (name: string): string | null => name.trim() || null;

const defaultAddressId = (
  customer: AccountCustomer,
  flag: 'defaultShippingAddress' | 'defaultBillingAddress',
): number | null => {
  const found = (customer.addresses ?? []).find((address) => address[flag] === true);
  return found ? idOf(found.id) : null;
};

/** A verified login is an active account; an unverified one waits for its e-mail link. */
export const mapAccountCustomer = (customer: AccountCustomer): User => ({
  ...NOT_IN_VENDURE,
  ...sessionUserOf(customer),
  ...statusFlags(customer.user.verified ? 'active' : 'pending'),
  firstName: nameOrNull(customer.firstName),
  lastName: nameOrNull(customer.lastName),
  primaryBillingAddressId: defaultAddressId(customer, 'defaultBillingAddress'),
  primaryShippingAddressId: defaultAddressId(customer, 'defaultShippingAddress'),
  lastLoginDate: customer.user.lastLogin,
});

/**
 * Vendure answers a registration with a bare Success (also for an address that has an account,
 * so as not to tell who has one): the new user is what was sent, waiting for its e-mail link,
 * with no id (0) or uid ('') yet, as Vendure gives none.
 */
export const pendingUserOf = (payload: RegistrationPayload): User => ({
  ...NOT_IN_VENDURE,
  ...statusFlags('pending'),
  id: 0,
  uid: '',
  email: payload.email,
  username: payload.email,
  firstName: nameOrNull(payload.firstName),
  lastName: nameOrNull(payload.lastName),
  fullName: nameOrNull(payload.fullName),
  primaryBillingAddressId: null,
  primaryShippingAddressId: null,
  lastLoginDate: null,
});

/**
 * Our server's session-info for the CSRF token our /shop-api checks on a POST, and Vendure for
 * who is signed in: Vendure's session is the one that counts, our server's stays a guest's.
 */
export const mapSessionInfo = (
  server: CraftSessionInfo,
  user: AppSessionUser | null,
): SessionInfo => ({
  isGuest: user === null,
  timeout: server.timeout,
  csrfTokenName: server.csrfTokenName ?? null,
  csrfTokenValue: server.csrfTokenValue ?? null,
  user:
    user === null
      ? null
      : { id: user.id, uid: user.uid, username: user.username, email: user.email },
});

/** The login refusals the sign-in form knows, by Vendure's code. */
const LOGIN_ERROR_CODES: Readonly<Partial<Record<string, LoginErrorCode>>> = {
  INVALID_CREDENTIALS_ERROR: 'invalid_credentials',
  NOT_VERIFIED_ERROR: 'pending_verification',
};

export const loginFailureOf = (
  operation: string,
  refusal: Refusal,
): LoginFailure | GatewayError => {
  const errorCode = LOGIN_ERROR_CODES[refusal.errorCode];
  return errorCode === undefined
    ? refusalFailure(operation, refusal)
    : { kind: 'login-failed', errorCode, message: refusal.message };
};
