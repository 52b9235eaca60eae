import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSessionInfo } from '../../../src/domain/session/session.rules';
import { anySessionInfo } from '../../support/auth.arbitraries';

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
});
