import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSessionInfo, sessionUserFrom } from '../../../src/domain/session/session.rules';
import { anySessionInfo, anySessionUser } from '../../support/auth.arbitraries';

describe('session-info decoding', () => {
  it('is signed in exactly when a user is present, keeping the user and the CSRF fields', () => {
    fc.assert(
      fc.property(anySessionInfo, (info) => {
        const decoded = decodeSessionInfo(info);
        expect(decoded.kind).toBe(info.user === null ? 'guest' : 'signed-in');
        if (decoded.kind === 'signed-in') expect(decoded.user).toBe(info.user);
        expect(decoded.timeout).toBe(info.timeout);
        expect(decoded.csrfTokenName).toBe(info.csrfTokenName);
        expect(decoded.csrfTokenValue).toBe(info.csrfTokenValue);
      }),
    );
  });

  it('finds a user only when both id and uid were sent', () => {
    fc.assert(
      fc.property(anySessionUser, (user) => {
        expect(sessionUserFrom(user)).toEqual(user);
        expect(sessionUserFrom({ ...user, id: null })).toBeNull();
        expect(sessionUserFrom({ ...user, uid: undefined })).toBeNull();
        expect(sessionUserFrom({ ...user, uid: '' })).toBeNull();
        expect(sessionUserFrom({ id: user.id, uid: user.uid })).toEqual({
          id: user.id,
          uid: user.uid,
          username: '',
          email: '',
        });
      }),
    );
    expect(sessionUserFrom({})).toBeNull();
  });
});
