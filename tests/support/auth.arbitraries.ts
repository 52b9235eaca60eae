import fc from 'fast-check';
import type { AuthState } from '../../src/domain/auth/auth';
import type { SessionInfo, SessionUser } from '../../src/domain/session/session';

export const anySessionUser: fc.Arbitrary<SessionUser> = fc.record({
  id: fc.nat(),
  uid: fc.uuid(),
  username: fc.string(),
  email: fc.emailAddress(),
});

export const anySessionInfo: fc.Arbitrary<SessionInfo> = fc.record({
  isGuest: fc.boolean(),
  timeout: fc.integer({ min: -1, max: 100_000 }),
  csrfTokenName: fc.option(fc.string(), { nil: null }),
  csrfTokenValue: fc.option(fc.string(), { nil: null }),
  user: fc.option(anySessionUser, { nil: null }),
});

export const anyAuthState: fc.Arbitrary<AuthState> = fc.record({
  session: fc.option(anySessionUser, { nil: null }),
  isAuthenticated: fc.boolean(),
  isLoading: fc.boolean(),
  error: fc.option(fc.string(), { nil: null }),
  token: fc.option(fc.string(), { nil: null }),
  isSessionChecked: fc.boolean(),
});
