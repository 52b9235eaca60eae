import type { SessionUser } from '../session/session';
import type { AuthState } from './auth';

/** The login popup opens at this size unless told otherwise. */
export const LOGIN_POPUP_SIZE = { width: 960, height: 600 } as const;

export const initialAuthState: AuthState = {
  session: null,
  isAuthenticated: false,
  isLoading: false,
  error: null,
  token: null,
  isSessionChecked: false,
};

export const setSession = (state: AuthState, session: SessionUser | null): AuthState => ({
  ...state,
  session,
});

export const flagAuthenticated = (state: AuthState, isAuthenticated: boolean): AuthState => ({
  ...state,
  isAuthenticated,
});

export const setToken = (state: AuthState, token: string | null): AuthState => ({
  ...state,
  token,
});

export const setLoading = (state: AuthState, isLoading: boolean): AuthState => ({
  ...state,
  isLoading,
});

export const setAuthError = (state: AuthState, error: string | null): AuthState => ({
  ...state,
  error,
});

export const markSessionChecked = (state: AuthState): AuthState => ({
  ...state,
  isSessionChecked: true,
});

/**
 * Session cleared, authenticated false, token and error cleared. Loading and "session checked"
 * are left alone: after a sign-out the app still knows what the session is (a guest one).
 */
export const resetAuth = (state: AuthState): AuthState => ({
  ...state,
  session: null,
  isAuthenticated: false,
  token: null,
  error: null,
});

export const isLoggedIn = (state: AuthState): boolean =>
  state.isAuthenticated && state.session !== null;
