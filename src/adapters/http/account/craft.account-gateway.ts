import type * as z from 'zod/mini';
import type { BackendError } from '../../../domain/http/backend-error';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import type { LoginFailure, ResendCooldownFailure } from '../../../domain/auth/login-error';
import { parseLoginErrorCode } from '../../../domain/auth/login-error.rules';
import type {
  ActivationRequest,
  EmailVerification,
  LoginCredentials,
} from '../../../domain/forms/account-forms';
import type { Email } from '../../../domain/forms/email';
import type { SessionInfo } from '../../../domain/session/session';
import { err, type Result } from '../../../domain/shared/result';
import type { RegistrationPayload, User, UserInfo } from '../../../domain/user/user';
import type {
  AccountGateway,
  NewPassword,
  PhotoUpload,
  ProfileUpdate,
} from '../../../ports/account-gateway';
import { SESSION_INFO_ENDPOINT, type CraftClient } from '../client/craft-client';
import { craftLoginBody } from './craft-login.body';
import { mapCraftSessionInfo } from '../session/craft-session.mapper';
import { craftSessionInfoSchema } from '../session/craft-session.schema';
import { mapCraftUser, mapUserInfo } from './craft-user.mapper';
import {
  craftLoginFailureSchema,
  craftPasswordSetSchema,
  craftPhotoAnswerSchema,
  craftUserAnswerSchema,
  resendCooldownSchema,
  userInfoSchema,
} from './craft-user.schema';
import { decode } from '../client/decode';
import { doneAnswer, mapAnswer, requestFailed } from '../client/gateway-result';

export const ACCOUNT_ENDPOINTS = {
  login: 'actions/users/login',
  logout: 'api/user/logout',
  saveUser: 'actions/users/save-user',
  uploadPhoto: 'actions/users/upload-user-photo',
  sendPasswordReset: 'actions/users/send-password-reset-email',
  setPassword: 'actions/users/set-password',
  resendVerification: 'api/users/resend-verification',
  requestActivation: 'api/users/request-activation',
  userInfo: 'api/users/info',
  currentUser: 'api/user',
} as const;

export const verifyEmailEndpoint = (commerceCmsSegment: string): string =>
  `api/v1/${commerceCmsSegment}/verify-email`;

const userOf = ({ user }: z.infer<typeof craftUserAnswerSchema>): User => mapCraftUser(user);

/** Craft answers a refused sign-in with 400 {errorCode, message}; anything else stays a failed call. */
const loginFailureOf = (error: BackendError): LoginFailure | GatewayError => {
  const refusal = decode(craftLoginFailureSchema, error.data);
  if (error.status !== 400 || !refusal.ok) return requestFailed(error);
  return {
    kind: 'login-failed',
    errorCode: parseLoginErrorCode(refusal.value.errorCode),
    message: refusal.value.message ?? null,
  };
};

/** The resend endpoint's cooldown: 429 {error, message, timeRemaining}. */
const resendFailureOf = (error: BackendError): ResendCooldownFailure | GatewayError => {
  const cooldown = decode(resendCooldownSchema, error.data);
  if (error.status !== 429 || !cooldown.ok) return requestFailed(error);
  const { timeRemaining, ...rest } = cooldown.value;
  return {
    kind: 'resend-cooldown',
    ...rest,
    ...(typeof timeRemaining === 'number' ? { timeRemaining } : {}),
  };
};

/** Customer accounts over Craft's users controller and the storefront's account API. */
export class CraftAccountGateway implements AccountGateway {
  readonly #client: CraftClient;
  readonly #verifyEmailEndpoint: string;

  constructor(client: CraftClient, options: { readonly commerceCmsSegment: string }) {
    this.#client = client;
    this.#verifyEmailEndpoint = verifyEmailEndpoint(options.commerceCmsSegment);
  }

  getSessionInfo(): Promise<Result<SessionInfo, GatewayError>> {
    return mapAnswer(
      this.#client.get(SESSION_INFO_ENDPOINT),
      craftSessionInfoSchema,
      'session',
      SESSION_INFO_ENDPOINT,
      mapCraftSessionInfo,
    );
  }

  async login(credentials: LoginCredentials): Promise<Result<User, LoginFailure | GatewayError>> {
    const answer = await this.#client.post(ACCOUNT_ENDPOINTS.login, craftLoginBody(credentials));
    if (!answer.ok) return err(loginFailureOf(answer.error));
    return mapAnswer(
      Promise.resolve(answer),
      craftUserAnswerSchema,
      'user',
      ACCOUNT_ENDPOINTS.login,
      userOf,
    );
  }

  logout(): Promise<Result<void, GatewayError>> {
    return doneAnswer(this.#client.get(ACCOUNT_ENDPOINTS.logout));
  }

  register(payload: RegistrationPayload): Promise<Result<User, GatewayError>> {
    return this.#saveUser(payload);
  }

  updateProfile({ userId, ...fields }: ProfileUpdate): Promise<Result<User, GatewayError>> {
    return this.#saveUser({ userId, ...fields });
  }

  uploadPhoto({
    userId,
    filename,
    dataUrl,
  }: PhotoUpload): Promise<Result<{ readonly photoId: number }, GatewayError>> {
    return mapAnswer(
      this.#client.post(ACCOUNT_ENDPOINTS.uploadPhoto, {
        userId,
        photo: { filename, data: dataUrl },
      }),
      craftPhotoAnswerSchema,
      'response',
      ACCOUNT_ENDPOINTS.uploadPhoto,
      ({ photoId }) => ({ photoId }),
    );
  }

  sendPasswordReset(loginName: string): Promise<Result<void, GatewayError>> {
    return doneAnswer(this.#client.post(ACCOUNT_ENDPOINTS.sendPasswordReset, { loginName }));
  }

  setPassword({
    code,
    uid,
    newPassword,
  }: NewPassword): Promise<Result<{ readonly status: string }, GatewayError>> {
    return mapAnswer(
      this.#client.post(ACCOUNT_ENDPOINTS.setPassword, { code, id: uid, newPassword }),
      craftPasswordSetSchema,
      'response',
      ACCOUNT_ENDPOINTS.setPassword,
      ({ status }) => ({ status }),
    );
  }

  /** Success is a JSON answer, or Craft's redirect (302 with X-Redirect) when a site answers so. */
  verifyEmail({ code, uid }: EmailVerification): Promise<Result<void, GatewayError>> {
    return doneAnswer(
      this.#client.send({
        method: 'POST',
        endpoint: this.#verifyEmailEndpoint,
        payload: { code, uid },
      }),
    );
  }

  async resendVerification(
    email: Email,
  ): Promise<Result<void, ResendCooldownFailure | GatewayError>> {
    const answer = await this.#client.post(ACCOUNT_ENDPOINTS.resendVerification, { email });
    return answer.ok ? doneAnswer(Promise.resolve(answer)) : err(resendFailureOf(answer.error));
  }

  requestActivation(request: ActivationRequest): Promise<Result<void, GatewayError>> {
    return doneAnswer(this.#client.post(ACCOUNT_ENDPOINTS.requestActivation, request));
  }

  getUserInfo(email: Email): Promise<Result<UserInfo, GatewayError>> {
    return mapAnswer(
      this.#client.get(ACCOUNT_ENDPOINTS.userInfo, { email }),
      userInfoSchema,
      'response',
      ACCOUNT_ENDPOINTS.userInfo,
      mapUserInfo,
    );
  }

  getCurrentUser(): Promise<Result<User, GatewayError>> {
    return mapAnswer(
      this.#client.get(ACCOUNT_ENDPOINTS.currentUser),
      craftUserAnswerSchema,
      'user',
      ACCOUNT_ENDPOINTS.currentUser,
      userOf,
    );
  }

  #saveUser(payload: object): Promise<Result<User, GatewayError>> {
    return mapAnswer(
      this.#client.post(ACCOUNT_ENDPOINTS.saveUser, payload),
      craftUserAnswerSchema,
      'user',
      ACCOUNT_ENDPOINTS.saveUser,
      userOf,
    );
  }
}
