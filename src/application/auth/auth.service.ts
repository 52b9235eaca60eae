import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { AuthState, InitialsSource } from '../../domain/auth/auth';
import {
  flagAuthenticated,
  initialAuthState,
  isLoggedIn,
  LOGIN_POPUP_SIZE,
  markSessionChecked,
  resetAuth,
  setAuthError,
  setLoading,
  setSession,
  setToken,
} from '../../domain/auth/auth.rules';
import { userInitials } from '../../domain/auth/initials.rules';
import type { AppError } from '../../domain/errors/app-error';
import type { GatewayError } from '../../domain/http/gateway.errors';
import type { LoginFailure } from '../../domain/auth/login-error';
import { signInFailureMessage } from '../../domain/auth/login-error.rules';
import type { ToastKey } from '../../domain/flash/toast-messages';
import { loginCredentials } from '../../domain/forms/account-forms.rules';
import type { AppSession } from '../../domain/session/app-session';
import type { SessionUser } from '../../domain/session/session';
import { decodeSessionInfo } from '../../domain/session/session.rules';
import { err, ok, type Result } from '../../domain/shared/result';
import type { User } from '../../domain/user/user';
import type { AccountGateway } from '../../ports/account-gateway';
import type { AppSessionGateway } from '../../ports/app-session-gateway';
import type { PopupOpener } from '../../ports/popup-opener';
import type { SessionStore } from '../../ports/session-store';
import type { CartService } from '../cart/cart.service';
import type { FlashService } from '../flash/flash.service';
import { evolve } from '../shared/subjects';

export interface AuthServiceDeps {
  readonly account: AccountGateway;
  readonly appSession: AppSessionGateway;
  readonly cart: CartService;
  readonly flash: FlashService;
  readonly sessionStore: SessionStore;
  readonly popups: PopupOpener;
}

export interface LoginForm {
  readonly loginName: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

const sessionUserOf = (user: User): SessionUser => ({
  id: user.id,
  uid: user.uid,
  username: user.username,
  email: user.email,
});

/** Who is signed in, and signing in and out (registration and recovery: AccountAccessService). */
export class AuthService {
  readonly #deps: AuthServiceDeps;
  readonly #state = new BehaviorSubject<AuthState>(initialAuthState);
  readonly #profile = new BehaviorSubject<InitialsSource | null>(null);
  #stopListening: (() => void) | null = null;

  readonly state$: Observable<AuthState> = this.#state.asObservable();
  readonly isLoggedIn$: Observable<boolean> = this.#state.pipe(
    map(isLoggedIn),
    distinctUntilChanged(),
  );
  /** The account widget's initials: of the full name, else of the e-mail; '' for a guest. */
  readonly initials$: Observable<string> = this.#profile.pipe(
    map((profile) => (profile === null ? '' : userInitials(profile))),
    distinctUntilChanged(),
  );

  constructor(deps: AuthServiceDeps) {
    this.#deps = deps;
  }

  get state(): AuthState {
    return this.#state.value;
  }

  /**
   * Reads the session at startup; a prerendered page waits for `afterMount` instead, so the
   * markup the server rendered matches the first client render. From then on a sign-in in the
   * login popup (signalled through local storage) makes the session be read again.
   */
  async start({ prerendered }: { readonly prerendered: boolean }): Promise<void> {
    this.#stopListening ??= this.#deps.sessionStore.onLoginSignal(() => {
      void this.checkSession();
    });
    if (!prerendered) await this.checkSession();
  }

  async afterMount(): Promise<void> {
    if (!this.#state.value.isSessionChecked) await this.checkSession();
  }

  stop(): void {
    this.#stopListening?.();
    this.#stopListening = null;
  }

  /** A failed read counts as "no session": the visitor is a guest until proven otherwise. */
  async checkSession(): Promise<Result<AppSession, AppError>> {
    evolve(this.#state, (state) => setLoading(state, true));
    const session = await this.#deps.appSession.read();
    const user = session.ok ? session.value.user : null;
    this.#profile.next(user === null ? null : { fullName: user.fullName, email: user.email });
    evolve(this.#state, (state) =>
      markSessionChecked(
        setLoading(flagAuthenticated(setSession(state, user), user !== null), false),
      ),
    );
    return session;
  }

  /** Login, then the commerce session (and its new CSRF token), the cart, and the server sync. */
  async login(form: LoginForm): Promise<Result<User, AppError>> {
    this.#begin();
    const signedIn = await this.#deps.account.login(loginCredentials(form));
    if (!signedIn.ok) return this.#fail(signedIn.error, 'loginFailed');
    const user = signedIn.value;
    const info = await this.#deps.account.getSessionInfo();
    const decoded = info.ok ? decodeSessionInfo(info.value) : null;
    const sessionUser = decoded?.kind === 'signed-in' ? decoded.user : sessionUserOf(user);
    await this.#deps.cart.load();
    // A failed sync leaves the sign-in standing: the commerce session is the one that counts.
    await this.#deps.appSession.sync('login');
    this.#profile.next({ fullName: user.fullName, email: user.email });
    evolve(this.#state, (state) =>
      markSessionChecked(
        setLoading(
          setToken(
            flagAuthenticated(setSession(state, sessionUser), true),
            decoded?.csrfTokenValue ?? null,
          ),
          false,
        ),
      ),
    );
    this.#deps.flash.toast('loggedIn');
    return ok(user);
  }

  /**
   * Signs out of the commerce back-end (which forgets the cart), deletes the session, reloads the
   * now empty cart, syncs the server session and resets the auth state.
   */
  async logout(): Promise<Result<void, AppError>> {
    this.#begin();
    const signedOut = await this.#deps.account.logout();
    if (!signedOut.ok) return this.#fail(signedOut.error, 'logoutFailed');
    const removed = await this.#deps.appSession.remove();
    if (!removed.ok) return this.#fail(removed.error, 'logoutFailed');
    await this.#deps.cart.load();
    await this.#deps.appSession.sync('logout');
    this.#profile.next(null);
    evolve(this.#state, (state) => setLoading(resetAuth(state), false));
    this.#deps.flash.toast('loggedOut');
    return ok(undefined);
  }

  /** Opens the login popup; false when the browser blocked it. */
  openLoginPopup(url: string): boolean {
    return this.#deps.popups.open(url, LOGIN_POPUP_SIZE);
  }

  /** Called inside the popup after signing in: the opener reads the session again. */
  signalLoginToOpener(): void {
    this.#deps.sessionStore.signalLogin();
  }

  #begin(): void {
    evolve(this.#state, (state) => setAuthError(setLoading(state, true), null));
  }

  #fail(error: LoginFailure | GatewayError, toast: ToastKey): Result<never, AppError> {
    evolve(this.#state, (state) =>
      setLoading(setAuthError(state, signInFailureMessage(error)), false),
    );
    this.#deps.flash.toast(toast);
    return err(error);
  }
}
