import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../src/domain/session/session';
import { isSignedIn } from '../../../src/domain/session/session.rules';

const anySession: fc.Arbitrary<SessionInfo> = fc.record({
  isGuest: fc.boolean(),
  timeout: fc.nat(),
  csrfTokenName: fc.option(fc.string(), { nil: null }),
  csrfTokenValue: fc.option(fc.string(), { nil: null }),
  user: fc.option(
    fc.record({ id: fc.nat(), uid: fc.uuid(), username: fc.string(), email: fc.emailAddress() }),
    { nil: null },
  ),
});

describe('session rules', () => {
  it('a visitor is signed in exactly when the session carries a user', () => {
    fc.assert(
      fc.property(anySession, (session) => {
        expect(isSignedIn(session)).toBe(session.user !== null);
      }),
    );
  });
});
