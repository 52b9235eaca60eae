import { BehaviorSubject, type Observable } from 'rxjs';
import type { AppError } from '../../domain/errors/app-error';
import type { FormErrors } from '../../domain/http/service-error.rules';
import type { ToastKey } from '../../domain/flash/toast-messages';
import { checkPasswordChange } from '../../domain/forms/account-forms.rules';
import { err, ok, type Result } from '../../domain/shared/result';
import type { User } from '../../domain/user/user';
import { fullNameOf } from '../../domain/user/user.rules';
import type { AccountGateway, ProfileUpdate } from '../../ports/account-gateway';
import type { FlashService } from '../flash/flash.service';
import { formErrorsOf, NO_FORM_ERRORS } from '../shared/failures';
import { LoadableState, type Loadable } from '../shared/loadable';

export interface AccountServiceDeps {
  readonly account: AccountGateway;
  readonly flash: FlashService;
}

export interface ProfileForm {
  readonly firstName: string;
  readonly lastName: string;
  /** a new e-mail needs the current password */
  readonly email?: string;
  readonly currentPassword?: string;
}

export interface PasswordChangeForm {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmation?: string | null;
}

/** The signed-in customer's own record: profile, password and photo. */
export class AccountService {
  readonly #deps: AccountServiceDeps;
  readonly #user = new LoadableState<User>();
  readonly #formErrors = new BehaviorSubject<FormErrors>(NO_FORM_ERRORS);
  readonly #saving = new BehaviorSubject(false);

  readonly user$: Observable<Loadable<User>> = this.#user.state$;
  /** the back-end's per-field messages from the last refused change */
  readonly formErrors$: Observable<FormErrors> = this.#formErrors.asObservable();
  readonly saving$: Observable<boolean> = this.#saving.asObservable();

  constructor(deps: AccountServiceDeps) {
    this.#deps = deps;
  }

  loadUser(): Promise<Result<User, AppError>> {
    return this.#user.load(() => this.#deps.account.getCurrentUser());
  }

  /** Forgets the customer, e.g. after sign-out. */
  reset(): void {
    this.#user.reset();
    this.#formErrors.next(NO_FORM_ERRORS);
  }

  async updateProfile(form: ProfileForm): Promise<Result<User, AppError>> {
    return this.#save(
      (userId) => ({
        userId,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        fullName: fullNameOf(form.firstName, form.lastName),
        ...(form.email === undefined ? {} : { email: form.email.trim() }),
        ...(form.currentPassword === undefined ? {} : { currentPassword: form.currentPassword }),
      }),
      { success: 'profileUpdated', failure: 'profileUpdateFailed' },
    );
  }

  /** A confirmation that is given must match the new password before anything is sent. */
  async changePassword(form: PasswordChangeForm): Promise<Result<User, AppError>> {
    const change = checkPasswordChange(form);
    if (!change.ok) {
      this.#deps.flash.toast('passwordUpdateFailed');
      return err(change.error);
    }
    return this.#save(
      (userId) => ({
        userId,
        newPassword: form.newPassword,
        currentPassword: form.currentPassword,
      }),
      { success: 'passwordUpdated', failure: 'passwordUpdateFailed' },
    );
  }

  async uploadPhoto(photo: {
    readonly filename: string;
    readonly dataUrl: string;
  }): Promise<Result<number, AppError>> {
    const user = this.#signedInUser();
    if (!user.ok) return user;
    this.#saving.next(true);
    const uploaded = await this.#deps.account.uploadPhoto({ userId: user.value.id, ...photo });
    this.#saving.next(false);
    if (!uploaded.ok) {
      this.#deps.flash.toast('profileUpdateFailed');
      return uploaded;
    }
    this.#user.set({ ...user.value, photoId: uploaded.value.photoId });
    this.#deps.flash.toast('profileUpdated');
    return ok(uploaded.value.photoId);
  }

  /**
   * Saves, then reads the record back: what the back-end keeps (a pending new e-mail, say) may
   * differ from what was sent.
   */
  async #save(
    changes: (userId: number) => ProfileUpdate,
    toasts: { readonly success: ToastKey; readonly failure: ToastKey },
  ): Promise<Result<User, AppError>> {
    const user = this.#signedInUser();
    if (!user.ok) {
      this.#deps.flash.toast(toasts.failure);
      return user;
    }
    this.#saving.next(true);
    this.#formErrors.next(NO_FORM_ERRORS);
    const saved = await this.#deps.account.updateProfile(changes(user.value.id));
    this.#saving.next(false);
    if (!saved.ok) {
      this.#formErrors.next(formErrorsOf(saved.error));
      this.#deps.flash.toast(toasts.failure);
      return saved;
    }
    this.#deps.flash.toast(toasts.success);
    const fresh = await this.loadUser();
    if (!fresh.ok) {
      this.#deps.flash.toast('fetchUserFailed');
      this.#user.set(saved.value);
      return ok(saved.value);
    }
    return fresh;
  }

  #signedInUser(): Result<User, AppError> {
    const user = this.#user.current.data;
    return user === null ? err({ kind: 'not-authenticated' }) : ok(user);
  }
}
