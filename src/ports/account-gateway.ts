import type { GatewayError } from '../domain/http/gateway.errors';
import type { LoginFailure, ResendCooldownFailure } from '../domain/auth/login-error';
import type {
  ActivationRequest,
  EmailVerification,
  LoginCredentials,
} from '../domain/forms/account-forms';
import type { Email } from '../domain/forms/email';
import type { SessionInfo } from '../domain/session/session';
import type { Result } from '../domain/shared/result';
import type { RegistrationPayload, User, UserInfo } from '../domain/user/user';

/** A signed-in customer's changes to their own record; only the fields given are sent. */
export interface ProfileUpdate {
  readonly userId: number;
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly fullName?: string;
  readonly newPassword?: string;
  readonly currentPassword?: string;
}

export interface PhotoUpload {
  readonly userId: number;
  readonly filename: string;
  /** `data:<mime>;base64,<bytes>`, the way the headless SDK sends a photo as JSON */
  readonly dataUrl: string;
}

export interface NewPassword {
  readonly code: string;
  /** the user's UID from the e-mail link */
  readonly uid: string;
  readonly newPassword: string;
}

/**
 * Customer accounts on the commerce back-end: who is signed in, signing in and out, registration,
 * profile, password and e-mail verification. A refused form (Craft's 400 with `errors`) comes back
 * as a request-failed error whose `data` holds the answer, for the form to show per field.
 */
export interface AccountGateway {
  /** actions/users/session-info: the commerce session and its CSRF token */
  getSessionInfo(): Promise<Result<SessionInfo, GatewayError>>;
  login(credentials: LoginCredentials): Promise<Result<User, LoginFailure | GatewayError>>;
  /** Signs out of the commerce back-end, which forgets the session's cart too. */
  logout(): Promise<Result<void, GatewayError>>;
  /** The new user, normally pending (a verification e-mail was sent) or inactive. */
  register(payload: RegistrationPayload): Promise<Result<User, GatewayError>>;
  updateProfile(update: ProfileUpdate): Promise<Result<User, GatewayError>>;
  uploadPhoto(upload: PhotoUpload): Promise<Result<{ readonly photoId: number }, GatewayError>>;
  sendPasswordReset(loginName: string): Promise<Result<void, GatewayError>>;
  /** The user's status after the reset, exactly as the back-end reports it. */
  setPassword(request: NewPassword): Promise<Result<{ readonly status: string }, GatewayError>>;
  verifyEmail(verification: EmailVerification): Promise<Result<void, GatewayError>>;
  resendVerification(email: Email): Promise<Result<void, ResendCooldownFailure | GatewayError>>;
  requestActivation(request: ActivationRequest): Promise<Result<void, GatewayError>>;
  /** What the sign-in screens may know about an e-mail address. */
  getUserInfo(email: Email): Promise<Result<UserInfo, GatewayError>>;
  /** The signed-in customer's full record. */
  getCurrentUser(): Promise<Result<User, GatewayError>>;
}
