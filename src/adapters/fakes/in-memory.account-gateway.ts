import type { GatewayError } from '../../domain/http/gateway.errors';
import type { LoginFailure, ResendCooldownFailure } from '../../domain/auth/login-error';
import type {
  ActivationRequest,
  EmailVerification,
  LoginCredentials,
} from '../../domain/forms/account-forms';
import type { Email } from '../../domain/forms/email';
import { isValidEmail } from '../../domain/forms/email.rules';
import type { SessionInfo } from '../../domain/session/session';
import { err, ok, type Result } from '../../domain/shared/result';
import type { RegistrationPayload, User, UserInfo } from '../../domain/user/user';
import type {
  AccountGateway,
  NewPassword,
  PhotoUpload,
  ProfileUpdate,
} from '../../ports/account-gateway';
import { ACCOUNT_ENDPOINTS } from '../http/account/craft.account-gateway';
import { SESSION_INFO_ENDPOINT } from '../http/client/craft-client';
import { apiErrorBody, craftErrorBody, NOT_AUTHENTICATED, refused } from './fake-failure';
import type { InMemoryShop } from './in-memory-shop';
import {
  checkActivationRequest,
  checkNewPassword,
  checkProfileUpdate,
  checkRegistration,
  INVALID_CREDENTIALS,
  loginRefusal,
  RESEND_COOLDOWN_SECONDS,
} from './fake-account.checks';

const E = ACCOUNT_ENDPOINTS;
const NOT_SAVED = 'Couldn’t save user.';

/** Craft's users controller and the storefront's account API, over an in-memory shop. */
export class InMemoryAccountGateway implements AccountGateway {
  readonly #shop: InMemoryShop;

  constructor(shop: InMemoryShop) {
    this.#shop = shop;
  }

  async getSessionInfo(): Promise<Result<SessionInfo, GatewayError>> {
    const down = this.#shop.guard(SESSION_INFO_ENDPOINT);
    if (down) return err(down);
    const user = this.#shop.signedIn()?.user;
    return ok({
      isGuest: user === undefined,
      timeout: user === undefined ? 0 : 3600,
      csrfTokenName: 'CRAFT_CSRF_TOKEN',
      csrfTokenValue: this.#shop.csrfToken,
      user:
        user === undefined
          ? null
          : { id: user.id, uid: user.uid, username: user.username, email: user.email },
    });
  }

  async login(payload: LoginCredentials): Promise<Result<User, LoginFailure | GatewayError>> {
    const down = this.#shop.guard(E.login, 'POST');
    if (down) return err(down);
    const customer = this.#shop.findByLogin(payload.loginName);
    const refusal = loginRefusal(customer, payload.password);
    if (customer === undefined || refusal !== null) return err(refusal ?? INVALID_CREDENTIALS);
    this.#shop.signIn(customer.user);
    return ok(customer.user);
  }

  async logout(): Promise<Result<void, GatewayError>> {
    const down = this.#shop.guard(E.logout);
    if (down) return err(down);
    // The storefront's logout ends the whole session: the app session's user goes with it.
    this.#shop.signedInUserId = null;
    this.#shop.appSessionUser = null;
    this.#shop.forgetSessionCart();
    this.#shop.rotateCsrfToken();
    return ok(undefined);
  }

  async register(payload: RegistrationPayload): Promise<Result<User, GatewayError>> {
    const down = this.#shop.guard(E.saveUser, 'POST');
    if (down) return err(down);
    if (this.#shop.signedIn()) {
      const message = 'User is not authorized to perform this action.';
      return err(refused(E.saveUser, 'POST', 403, craftErrorBody(403, message)));
    }
    const errors = checkRegistration(this.#shop, payload);
    if (Object.keys(errors).length > 0) {
      return err(refused(E.saveUser, 'POST', 400, { errors, message: NOT_SAVED }));
    }
    const existing = this.#shop.findByLogin(payload.email);
    const customer =
      existing ??
      this.#shop.addCustomer({
        email: payload.email,
        password: payload.password,
        firstName: payload.firstName,
        lastName: payload.lastName,
        status: 'pending',
      });
    customer.password = payload.password;
    this.#shop.updateUser(customer.user.id, { status: 'pending', pending: true, active: false });
    this.#shop.verificationCodes.set(customer.user.uid, this.#shop.newCode());
    this.#shop.lastVerificationMail.set(customer.user.id, this.#shop.now());
    return ok(customer.user);
  }

  async updateProfile(update: ProfileUpdate): Promise<Result<User, GatewayError>> {
    const down = this.#shop.guard(E.saveUser, 'POST');
    if (down) return err(down);
    const customer = this.#shop.signedIn();
    if (customer === undefined || customer.user.id !== update.userId) {
      const message = 'User is not authorized to perform this action.';
      return err(refused(E.saveUser, 'POST', 403, craftErrorBody(403, message)));
    }
    const errors = checkProfileUpdate(customer, update);
    if (Object.keys(errors).length > 0) {
      return err(refused(E.saveUser, 'POST', 400, { errors, message: NOT_SAVED }));
    }
    if (update.newPassword !== undefined) customer.password = update.newPassword;
    const firstName = update.firstName ?? customer.user.firstName;
    const lastName = update.lastName ?? customer.user.lastName;
    const fullName = update.fullName ?? ([firstName, lastName].filter(Boolean).join(' ') || null);
    const user = this.#shop.updateUser(customer.user.id, {
      firstName,
      lastName,
      fullName,
      ...(update.email === undefined ? {} : { email: update.email, username: update.email }),
    });
    return user === undefined ? err(refused(E.saveUser, 'POST', 500, {})) : ok(user);
  }

  async uploadPhoto(
    upload: PhotoUpload,
  ): Promise<Result<{ readonly photoId: number }, GatewayError>> {
    const down = this.#shop.guard(E.uploadPhoto, 'POST');
    if (down) return err(down);
    const customer = this.#shop.signedIn();
    if (customer === undefined) {
      return err(refused(E.uploadPhoto, 'POST', 403, craftErrorBody(403, '')));
    }
    if (!/^data:image\/[\w+.-]+;base64,[A-Za-z0-9+/=]+$/.test(upload.dataUrl)) {
      const message =
        'There was an error uploading your photo: User photo must be an image that Craft can manipulate.';
      return err(refused(E.uploadPhoto, 'POST', 400, craftErrorBody(400, message)));
    }
    const photoId = this.#shop.nextId();
    this.#shop.updateUser(customer.user.id, { photoId });
    return ok({ photoId });
  }

  async sendPasswordReset(loginName: string): Promise<Result<void, GatewayError>> {
    const down = this.#shop.guard(E.sendPasswordReset, 'POST');
    if (down) return err(down);
    const fail = (message: string) =>
      err(refused(E.sendPasswordReset, 'POST', 400, { errors: [message], message }));
    if (loginName.trim() === '') return fail('Username or email is required.');
    const customer = this.#shop.findByLogin(loginName);
    if (customer === undefined) return fail('Invalid username or email.');
    this.#shop.resetCodes.set(customer.user.uid, this.#shop.newCode());
    return ok(undefined);
  }

  async setPassword({
    code,
    uid,
    newPassword,
  }: NewPassword): Promise<Result<{ readonly status: string }, GatewayError>> {
    const down = this.#shop.guard(E.setPassword, 'POST');
    if (down) return err(down);
    const customer = this.#shop.findByUid(uid);
    if (customer === undefined) {
      const body = craftErrorBody(400, `Invalid user UID: ${uid}`);
      return err(refused(E.setPassword, 'POST', 400, body));
    }
    const known = this.#shop.resetCodes.get(uid) ?? this.#shop.verificationCodes.get(uid);
    if (known === undefined || known !== code) {
      return err(refused(E.setPassword, 'POST', 400, { message: 'InvalidVerificationCode' }));
    }
    const problem = checkNewPassword(newPassword);
    if (problem !== null) {
      return err(
        refused(E.setPassword, 'POST', 400, { 0: problem, message: 'Couldn’t update password.' }),
      );
    }
    customer.password = newPassword;
    this.#shop.resetCodes.delete(uid);
    this.#shop.verificationCodes.delete(uid);
    // Setting a password from an e-mail link activates a pending account.
    const user = this.#shop.updateUser(customer.user.id, {
      status: 'active',
      active: true,
      pending: false,
    });
    return ok({ status: user?.status ?? 'active' });
  }

  async verifyEmail({ code, uid }: EmailVerification): Promise<Result<void, GatewayError>> {
    const endpoint = 'api/v1/commerce-cms/verify-email';
    const down = this.#shop.guard(endpoint, 'POST');
    if (down) return err(down);
    const customer = this.#shop.findByUid(uid);
    if (customer === undefined || this.#shop.verificationCodes.get(uid) !== code) {
      const message = 'The verification link is invalid or has expired.';
      return err(refused(endpoint, 'POST', 400, { success: false, message }));
    }
    this.#shop.verificationCodes.delete(uid);
    this.#shop.updateUser(customer.user.id, { status: 'active', active: true, pending: false });
    return ok(undefined);
  }

  async resendVerification(
    email: Email,
  ): Promise<Result<void, ResendCooldownFailure | GatewayError>> {
    const endpoint = E.resendVerification;
    const down = this.#shop.guard(endpoint, 'POST');
    if (down) return err(down);
    const customer = this.#shop.findByLogin(email);
    // Unknown addresses get the same answer as pending ones: nobody learns who has an account.
    if (customer === undefined) return ok(undefined);
    if (customer.user.status === 'active') {
      const message = 'This account is already active. Please sign in.';
      return err(
        refused(endpoint, 'POST', 400, { success: false, error: 'already_active', message }),
      );
    }
    const last = this.#shop.lastVerificationMail.get(customer.user.id);
    const waited = last === undefined ? Infinity : (this.#shop.now() - last) / 1000;
    if (waited < RESEND_COOLDOWN_SECONDS) {
      const timeRemaining = Math.ceil(RESEND_COOLDOWN_SECONDS - waited);
      return err({
        kind: 'resend-cooldown',
        error: 'cooldown',
        message: `Please wait ${timeRemaining} seconds before requesting another verification e-mail.`,
        timeRemaining,
      });
    }
    this.#shop.verificationCodes.set(customer.user.uid, this.#shop.newCode());
    this.#shop.lastVerificationMail.set(customer.user.id, this.#shop.now());
    return ok(undefined);
  }

  // Anyone may ask, so the answer is the same whoever owns the address: only a never-activated
  // account is mailed a code.
  async requestActivation(request: ActivationRequest): Promise<Result<void, GatewayError>> {
    const endpoint = E.requestActivation;
    const down = this.#shop.guard(endpoint, 'POST');
    if (down) return err(down);
    const errors = checkActivationRequest(request);
    if (Object.keys(errors).length > 0) {
      const message = 'Please correct the highlighted fields.';
      return err(refused(endpoint, 'POST', 400, { success: false, message, errors }));
    }
    const user = this.#shop.findByLogin(request.email)?.user;
    if (user !== undefined && !user.active && !user.suspended) {
      this.#shop.verificationCodes.set(user.uid, this.#shop.newCode());
    }
    return ok(undefined);
  }

  async getUserInfo(email: Email): Promise<Result<UserInfo, GatewayError>> {
    const down = this.#shop.guard(E.userInfo);
    if (down) return err(down);
    if (!isValidEmail(email)) {
      const message = 'Please enter a valid e-mail address.';
      return err(refused(E.userInfo, 'GET', 400, { success: false, email, message }));
    }
    const user = this.#shop.findByLogin(email)?.user;
    return ok({
      success: true,
      email: user?.email ?? email,
      status: user?.status ?? null,
      message: null,
      passwordResetRequired: false,
      canRequestActivation: user !== undefined && !user.active && !user.suspended,
      hasProfile: user !== undefined && (user.active || user.pending),
    });
  }

  async getCurrentUser(): Promise<Result<User, GatewayError>> {
    const down = this.#shop.guard(E.currentUser);
    if (down) return err(down);
    const customer = this.#shop.signedIn();
    return customer === undefined
      ? err(refused(E.currentUser, 'GET', 401, apiErrorBody(401, NOT_AUTHENTICATED)))
      : ok(customer.user);
  }
}
