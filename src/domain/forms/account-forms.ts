import type { Email } from './email';

export interface PasswordChange {
  readonly newPassword: string;
  /** optional: when given it must equal the new password */
  readonly confirmation?: string | null;
}

export interface EmailVerification {
  readonly code: string;
  readonly uid: string;
}

export interface ActivationRequestInput {
  readonly email?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly password?: string | null;
  readonly passwordConfirm?: string | null;
}

/** POST /api/users/request-activation */
export interface ActivationRequest {
  readonly email: Email;
  readonly firstName: string;
  readonly lastName: string;
  readonly password?: string;
  readonly passwordConfirm?: string;
}

/** What signing in asks for: who, their password, and whether to keep them signed in. */
export interface LoginCredentials {
  readonly loginName: string;
  readonly password: string;
  readonly rememberMe: boolean;
}
