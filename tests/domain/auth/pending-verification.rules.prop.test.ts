import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoginErrorCode } from '../../../src/domain/auth/login-error';
import { awaitsEmailVerification } from '../../../src/domain/auth/pending-verification.rules';
import { blankText, visibleText } from '../../support/error.arbitraries';

const anyCode = fc.constantFrom<LoginErrorCode>(
  'invalid_credentials',
  'pending_verification',
  'account_suspended',
  'account_cooldown',
  'account_locked',
  'password_reset_required',
  'no_site_offline_access',
);
const anyMessage = fc.option(fc.oneof(visibleText, blankText), { nil: null });

describe('a sign-in refused for an e-mail not verified yet', () => {
  it('offers the verification link again only for an account whose e-mail awaits verification', () => {
    fc.assert(
      fc.property(fc.option(anyCode, { nil: null }), anyMessage, (errorCode, message) => {
        expect(awaitsEmailVerification({ kind: 'login-failed', errorCode, message })).toBe(
          errorCode === 'pending_verification',
        );
      }),
    );
    expect(awaitsEmailVerification({ kind: 'payment-failed' })).toBe(false);
  });
});
