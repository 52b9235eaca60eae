import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
} from '../../../src/domain/auth/auth.rules';
import type { AuthState } from '../../../src/domain/auth/auth';
import { anyAuthState, anySessionUser } from '../../support/auth.arbitraries';

/** Every field but the named ones is left as it was. */
const expectOnlyChanged = (before: AuthState, after: AuthState, ...fields: (keyof AuthState)[]) => {
  for (const key of Object.keys(before) as (keyof AuthState)[]) {
    if (!fields.includes(key)) expect(after[key]).toEqual(before[key]);
  }
};

describe('auth state', () => {
  it('starts signed out, idle and unchecked', () => {
    expect(initialAuthState).toEqual({
      session: null,
      isAuthenticated: false,
      isLoading: false,
      error: null,
      token: null,
      isSessionChecked: false,
    });
    expect(isLoggedIn(initialAuthState)).toBe(false);
  });

  it('each transition changes its own field and nothing else', () => {
    fc.assert(
      fc.property(
        anyAuthState,
        fc.option(anySessionUser, { nil: null }),
        fc.boolean(),
        fc.option(fc.string(), { nil: null }),
        (state, session, flag, text) => {
          const withSession = setSession(state, session);
          expect(withSession.session).toEqual(session);
          expectOnlyChanged(state, withSession, 'session');

          const flagged = flagAuthenticated(state, flag);
          expect(flagged.isAuthenticated).toBe(flag);
          expectOnlyChanged(state, flagged, 'isAuthenticated');

          const withToken = setToken(state, text);
          expect(withToken.token).toBe(text);
          expectOnlyChanged(state, withToken, 'token');

          const loading = setLoading(state, flag);
          expect(loading.isLoading).toBe(flag);
          expectOnlyChanged(state, loading, 'isLoading');

          const failed = setAuthError(state, text);
          expect(failed.error).toBe(text);
          expectOnlyChanged(state, failed, 'error');

          const checked = markSessionChecked(state);
          expect(checked.isSessionChecked).toBe(true);
          expectOnlyChanged(state, checked, 'isSessionChecked');
        },
      ),
    );
  });

  it('reset clears the session, authentication, token and error, and makes a guest', () => {
    fc.assert(
      fc.property(anyAuthState, (state) => {
        const reset = resetAuth(state);
        expect(reset).toMatchObject({
          session: null,
          isAuthenticated: false,
          token: null,
          error: null,
        });
        expectOnlyChanged(state, reset, 'session', 'isAuthenticated', 'token', 'error');
        expect(isLoggedIn(reset)).toBe(false);
      }),
    );
  });

  it('logged in means authenticated and a session present', () => {
    fc.assert(
      fc.property(anyAuthState, (state) => {
        expect(isLoggedIn(state)).toBe(state.isAuthenticated && state.session !== null);
      }),
    );
  });

  it('a login popup is 960x600 by default', () => {
    expect(LOGIN_POPUP_SIZE).toEqual({ width: 960, height: 600 });
  });
});
