import type { LoginFailure, ResendCooldownFailure } from '../../../domain/auth/login-error';
import type { EmailVerification, LoginCredentials } from '../../../domain/forms/account-forms';
import type { Email } from '../../../domain/forms/email';
import { isValidEmail, parseEmail } from '../../../domain/forms/email.rules';
import { fieldErrorMessage } from '../../../domain/forms/form-messages.rules';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import type { SessionInfo } from '../../../domain/session/session';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { RegistrationPayload, User, UserInfo } from '../../../domain/user/user';
import type { AccountGateway, NewPassword, ProfileUpdate } from '../../../ports/account-gateway';
import { SESSION_INFO_ENDPOINT, type CraftClient } from '../../http/client/craft-client';
import { mapAnswer } from '../../http/client/gateway-result';
import { craftSessionInfoSchema } from '../../http/session/craft-session.schema';
import type { VendureClient } from '../client/vendure-client';
import {
  absentFailure,
  forbiddenFailure,
  refusedFormFailure,
  signedOutFailure,
} from '../client/vendure-failure';
import { sessionUserOf } from '../session/vendure-session.mapper';
import { LOGOUT, SIGNED_IN_CUSTOMER } from '../session/vendure-session.operations';
import { logoutSchema, signedInCustomerSchema } from '../session/vendure-session.schema';
import {
  loginFailureOf,
  mapAccountCustomer,
  mapSessionInfo,
  pendingUserOf,
} from './vendure-account.mapper';
import {
  ACCOUNT_CUSTOMER,
  LOGIN,
  REGISTER,
  REQUEST_PASSWORD_RESET,
  RESEND_VERIFICATION,
  RESET_PASSWORD,
} from './vendure-account.operations';
import {
  accountCustomerAnswerSchema,
  loginSchema,
  registerSchema,
  requestPasswordResetSchema,
  resendVerificationSchema,
  resetPasswordSchema,
} from './vendure-account.schema';
import { verifyEmailToken } from './vendure-email-verification';
import { updateProfile } from './vendure-profile-update';
import { isRefusal, outcomeOf } from './vendure-refusal';

type Answer<T> = Promise<Result<T, GatewayError>>;

/**
 * Customer accounts over Vendure's Shop API. Vendure's session (its cookie) says who is signed in;
 * our server's session-info still gives the CSRF token our /shop-api wants on a POST. Vendure
 * answers alike whether or not an address has an account (registration, resend, password reset),
 * so nothing here can tell either.
 */
export class VendureAccountGateway implements AccountGateway {
  readonly #client: VendureClient;
  readonly #http: CraftClient;

  /** `http` is the client `client` speaks through: our server's session-info is read with it. */
  constructor(client: VendureClient, http: CraftClient) {
    this.#client = client;
    this.#http = http;
  }

  async getSessionInfo(): Answer<SessionInfo> {
    const [server, customer] = await Promise.all([
      mapAnswer(
        this.#http.get(SESSION_INFO_ENDPOINT),
        craftSessionInfoSchema,
        'session',
        SESSION_INFO_ENDPOINT,
        (info) => info,
      ),
      this.#signedInCustomer(),
    ]);
    if (!server.ok) return server;
    if (!customer.ok) return customer;
    return ok(mapSessionInfo(server.value, customer.value));
  }

  async login({
    loginName,
    password,
    rememberMe,
  }: LoginCredentials): Promise<Result<User, LoginFailure | GatewayError>> {
    const variables = { username: loginName, password, rememberMe };
    const answer = await this.#client.mutate(LOGIN, variables, loginSchema, (data) => data.login);
    if (!answer.ok) return answer;
    if (isRefusal(answer.value)) return err(loginFailureOf(LOGIN.name, answer.value));
    return this.getCurrentUser();
  }

  logout(): Answer<void> {
    return this.#client.mutate(LOGOUT, {}, logoutSchema, () => undefined, 'session');
  }

  /** Refused before asking: a malformed address, and a customer already signed in (403). */
  async register(payload: RegistrationPayload): Answer<User> {
    const email = parseEmail(payload.email);
    if (!email.ok) {
      return err(refusedFormFailure(REGISTER.name, fieldErrorMessage(email.error), 'email'));
    }
    const signedIn = await this.#signedInCustomer();
    if (!signedIn.ok) return signedIn;
    if (signedIn.value !== null) {
      return err(forbiddenFailure(REGISTER.name, 'Sign out before registering a new account.'));
    }
    const { firstName, lastName, password } = payload;
    const input = { emailAddress: email.value, firstName, lastName, password };
    const answer = await this.#client.mutate(
      REGISTER,
      { input },
      registerSchema,
      (data) => data.registerCustomerAccount,
    );
    const done = outcomeOf(REGISTER.name, answer, {
      PASSWORD_VALIDATION_ERROR: 'password',
      MISSING_PASSWORD_ERROR: 'password',
    });
    return done.ok ? ok(pendingUserOf(payload)) : done;
  }

  updateProfile(update: ProfileUpdate): Answer<User> {
    return updateProfile(this.#client, update);
  }

  /** Vendure keeps no photos of its customers. */
  async uploadPhoto(): Answer<{ readonly photoId: number }> {
    return err(absentFailure('uploadPhoto', 'POST'));
  }

  /** Answered alike for any address: Vendure does not tell who has an account. */
  async sendPasswordReset(loginName: string): Answer<void> {
    const emailAddress = loginName.trim();
    if (emailAddress === '') {
      const message = fieldErrorMessage({ kind: 'required', field: 'email' });
      return err(refusedFormFailure(REQUEST_PASSWORD_RESET.name, message, 'loginName'));
    }
    const answer = await this.#client.mutate(
      REQUEST_PASSWORD_RESET,
      { emailAddress },
      requestPasswordResetSchema,
      (data) => data.requestPasswordReset ?? { success: true },
    );
    const done = outcomeOf(REQUEST_PASSWORD_RESET.name, answer);
    return done.ok ? ok(undefined) : done;
  }

  /**
   * The link's code is Vendure's reset token (its uid is not needed). Vendure signs the customer in
   * with the new password; a customer whose address is not verified yet stays 'pending'.
   */
  async setPassword({ code, newPassword }: NewPassword): Answer<{ readonly status: string }> {
    const answer = await this.#client.mutate(
      RESET_PASSWORD,
      { token: code, password: newPassword },
      resetPasswordSchema,
      (data) => data.resetPassword,
    );
    if (answer.ok && isRefusal(answer.value) && answer.value.errorCode === 'NOT_VERIFIED_ERROR') {
      return ok({ status: 'pending' });
    }
    const done = outcomeOf(RESET_PASSWORD.name, answer, {
      PASSWORD_VALIDATION_ERROR: 'newPassword',
    });
    return done.ok ? ok({ status: 'active' }) : done;
  }

  verifyEmail({ code }: EmailVerification): Answer<void> {
    return verifyEmailToken(this.#client, code);
  }

  /** Vendure sends a new link at once, with no cooldown, and says the same for any address. */
  async resendVerification(
    email: Email,
  ): Promise<Result<void, ResendCooldownFailure | GatewayError>> {
    const answer = await this.#client.mutate(
      RESEND_VERIFICATION,
      { emailAddress: email },
      resendVerificationSchema,
      (data) => data.refreshCustomerVerification,
    );
    const done = outcomeOf(RESEND_VERIFICATION.name, answer);
    return done.ok ? ok(undefined) : done;
  }

  /** Vendure has no activation requests (for customers imported without a password). */
  async requestActivation(): Answer<void> {
    return err(absentFailure('requestActivation', 'POST'));
  }

  /**
   * Vendure tells nobody whether an address has an account, and neither does this: every
   * well-formed address gets the same 501 (a malformed one the usual 400).
   */
  async getUserInfo(email: Email): Answer<UserInfo> {
    if (!isValidEmail(email)) {
      const message = fieldErrorMessage({ kind: 'invalid-email', field: 'email' });
      return err(refusedFormFailure('userInfo', message, 'email'));
    }
    return err(absentFailure('userInfo', 'GET'));
  }

  async getCurrentUser(): Answer<User> {
    const customer = await this.#client.query(
      ACCOUNT_CUSTOMER,
      {},
      accountCustomerAnswerSchema,
      ({ activeCustomer }) => (activeCustomer === null ? null : mapAccountCustomer(activeCustomer)),
      'user',
    );
    if (!customer.ok) return customer;
    return customer.value === null
      ? err(signedOutFailure(ACCOUNT_CUSTOMER.name))
      : ok(customer.value);
  }

  /** Who is signed in (null: nobody), as the session knows them. */
  #signedInCustomer() {
    return this.#client.query(
      SIGNED_IN_CUSTOMER,
      {},
      signedInCustomerSchema,
      ({ activeCustomer }) => (activeCustomer === null ? null : sessionUserOf(activeCustomer)),
      'session',
    );
  }
}
