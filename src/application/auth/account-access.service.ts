import { BehaviorSubject, type Observable } from 'rxjs';
import type { AppError } from '../../domain/errors/app-error';
import { errorMessage } from '../../domain/errors/error-messages.rules';
import { resendAvailableAt } from '../../domain/auth/login-error.rules';
import type { FormErrors } from '../../domain/http/service-error.rules';
import type { ToastKey } from '../../domain/flash/toast-messages';
import type { ActivationRequestInput } from '../../domain/forms/account-forms';
import {
  checkActivationRequest,
  checkEmailVerification,
  checkPasswordChange,
  checkResendVerification,
} from '../../domain/forms/account-forms.rules';
import { parseEmail } from '../../domain/forms/email.rules';
import { err, ok, type Result } from '../../domain/shared/result';
import type { User, UserInfo } from '../../domain/user/user';
import {
  isPasswordResetSuccessful,
  isRegistrationAccepted,
  registrationPayload,
} from '../../domain/user/user.rules';
import type { AccountGateway } from '../../ports/account-gateway';
import type { Clock } from '../../ports/clock';
import type { FlashService } from '../flash/flash.service';
import { allMessages, formErrorsOf, NO_FORM_ERRORS, wasAnswered } from '../shared/failures';

export interface AccountAccessDeps {
  readonly account: AccountGateway;
  readonly flash: FlashService;
  readonly clock: Clock;
}

export interface RegistrationForm {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface PasswordResetForm {
  readonly code: string;
  readonly uid: string;
  readonly newPassword: string;
  readonly confirmation?: string | null;
}

/**
 * Getting into an account: registration, e-mail verification and its resending, activation
 * requests for imported customers, and password reset.
 */
export class AccountAccessService {
  readonly #deps: AccountAccessDeps;
  readonly #pending = new BehaviorSubject(false);
  readonly #error = new BehaviorSubject<string | null>(null);
  readonly #formErrors = new BehaviorSubject<FormErrors>(NO_FORM_ERRORS);
  readonly #resendAvailableAt = new BehaviorSubject<number | null>(null);

  readonly pending$: Observable<boolean> = this.#pending.asObservable();
  readonly error$: Observable<string | null> = this.#error.asObservable();
  /** the back-end's per-field messages from the last refused form */
  readonly formErrors$: Observable<FormErrors> = this.#formErrors.asObservable();
  /** when another verification e-mail may be asked for (ms since the epoch), null if any time */
  readonly resendAvailableAt$: Observable<number | null> = this.#resendAvailableAt.asObservable();

  constructor(deps: AccountAccessDeps) {
    this.#deps = deps;
  }

  /**
   * A registration yields a pending (verification e-mail sent) or inactive user; any refusal
   * shows the server's error lists joined with commas, else 'Registration failed'.
   */
  async register(form: RegistrationForm): Promise<Result<User, AppError>> {
    const email = parseEmail(form.email);
    if (!email.ok) return this.#failed(email.error);
    const created = await this.#run(() =>
      this.#deps.account.register(registrationPayload({ ...form, email: email.value })),
    );
    if (!created.ok) {
      const errors = allMessages(formErrorsOf(created.error));
      return wasAnswered(created.error)
        ? this.#failed({ kind: 'registration-failed', errors })
        : this.#failed(created.error);
    }
    if (!isRegistrationAccepted(created.value.status)) {
      return this.#failed({ kind: 'registration-failed', errors: [] });
    }
    return this.#succeeded(created.value);
  }

  async requestPasswordReset(loginName: string): Promise<Result<void, AppError>> {
    const sent = await this.#run(() => this.#deps.account.sendPasswordReset(loginName.trim()));
    return sent.ok
      ? this.#succeeded(undefined)
      : this.#failed(sent.error, 'passwordResetEmailFailed');
  }

  /** Succeeds only when the back-end reports the user active afterwards. */
  async resetPassword(form: PasswordResetForm): Promise<Result<void, AppError>> {
    const change = checkPasswordChange(form);
    if (!change.ok) return this.#failed(change.error);
    const reset = await this.#run(() =>
      this.#deps.account.setPassword({
        code: form.code,
        uid: form.uid,
        newPassword: form.newPassword,
      }),
    );
    if (!reset.ok) {
      return this.#failed(
        wasAnswered(reset.error) ? { kind: 'password-reset-failed' } : reset.error,
      );
    }
    return isPasswordResetSuccessful(reset.value.status)
      ? this.#succeeded(undefined)
      : this.#failed({ kind: 'password-reset-failed' });
  }

  async verifyEmail(params: {
    readonly code?: string | null;
    readonly uid?: string | null;
  }): Promise<Result<void, AppError>> {
    const verification = checkEmailVerification(params);
    if (!verification.ok) return this.#failed(verification.error);
    const verified = await this.#run(() => this.#deps.account.verifyEmail(verification.value));
    return verified.ok ? this.#succeeded(undefined) : this.#failed(verified.error);
  }

  async resendVerification(email: string): Promise<Result<void, AppError>> {
    const checked = checkResendVerification(email);
    if (!checked.ok) return this.#failed(checked.error);
    const sent = await this.#run(() => this.#deps.account.resendVerification(checked.value.email));
    if (!sent.ok) {
      if (sent.error.kind === 'resend-cooldown') {
        this.#resendAvailableAt.next(resendAvailableAt(sent.error, this.#deps.clock.now()));
      }
      return this.#failed(sent.error, 'resendVerificationFailed');
    }
    this.#resendAvailableAt.next(null);
    this.#deps.flash.toast('verificationEmailSent');
    return this.#succeeded(undefined);
  }

  async requestActivation(input: ActivationRequestInput): Promise<Result<void, AppError>> {
    const request = checkActivationRequest(input);
    if (!request.ok) return this.#failed(request.error);
    const sent = await this.#run(() => this.#deps.account.requestActivation(request.value));
    if (!sent.ok) return this.#failed(sent.error, 'activationRequestFailed');
    this.#deps.flash.toast('activationRequested');
    return this.#succeeded(undefined);
  }

  /** What the sign-in screens may say about an address before asking for a password. */
  async lookUp(email: string): Promise<Result<UserInfo, AppError>> {
    const parsed = parseEmail(email);
    if (!parsed.ok) return this.#failed(parsed.error);
    const info = await this.#run(() => this.#deps.account.getUserInfo(parsed.value));
    return info.ok ? this.#succeeded(info.value) : this.#failed(info.error);
  }

  async #run<T, E extends AppError>(call: () => Promise<Result<T, E>>): Promise<Result<T, E>> {
    this.#pending.next(true);
    this.#error.next(null);
    this.#formErrors.next(NO_FORM_ERRORS);
    const result = await call();
    if (!result.ok && result.error.kind === 'request-failed') {
      this.#formErrors.next(formErrorsOf(result.error));
    }
    this.#pending.next(false);
    return result;
  }

  #succeeded<T>(value: T): Result<T, never> {
    this.#error.next(null);
    return ok(value);
  }

  #failed(error: AppError, toast?: ToastKey): Result<never, AppError> {
    this.#error.next(errorMessage(error));
    if (toast !== undefined) this.#deps.flash.toast(toast);
    return err(error);
  }
}
