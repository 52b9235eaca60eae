import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoginErrorCode } from '../../../src/domain/auth/login-error';
import {
  LOGIN_ERROR_MESSAGES,
  loginErrorMessage,
  parseLoginErrorCode,
  resendAvailableAt,
  resendCooldownMessage,
} from '../../../src/domain/auth/login-error.rules';
import { blankText, visibleText } from '../../support/error.arbitraries';

const CRAFT_CODES: LoginErrorCode[] = [
  'invalid_credentials',
  'pending_verification',
  'account_suspended',
  'account_cooldown',
  'account_locked',
  'password_reset_required',
  'no_site_offline_access',
];

const anyCode = fc.constantFrom(...CRAFT_CODES);
const anyMessage = fc.option(fc.oneof(visibleText, blankText), { nil: null });

describe('login errors', () => {
  it('knows every code Craft sends and nothing else', () => {
    for (const code of CRAFT_CODES) expect(parseLoginErrorCode(code)).toBe(code);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), (raw) => {
        fc.pre(!CRAFT_CODES.includes(raw as LoginErrorCode));
        expect(parseLoginErrorCode(raw)).toBeNull();
      }),
    );
  });

  it("shows the storefront's own text per code, whatever Craft said", () => {
    fc.assert(
      fc.property(anyCode, anyMessage, (errorCode, message) => {
        fc.pre(errorCode !== 'account_cooldown');
        expect(loginErrorMessage({ kind: 'login-failed', errorCode, message })).toBe(
          LOGIN_ERROR_MESSAGES[errorCode],
        );
      }),
    );
  });

  it("shows Craft's cooldown text, which says how long to wait", () => {
    fc.assert(
      fc.property(visibleText, (message) => {
        expect(
          loginErrorMessage({ kind: 'login-failed', errorCode: 'account_cooldown', message }),
        ).toBe(message);
      }),
    );
    expect(
      loginErrorMessage({ kind: 'login-failed', errorCode: 'account_cooldown', message: null }),
    ).toBe(LOGIN_ERROR_MESSAGES.account_cooldown);
  });

  it("without a known code, shows Craft's text, else 'Login failed'", () => {
    fc.assert(
      fc.property(anyMessage, (message) => {
        const expected = message !== null && message.trim() !== '' ? message : 'Login failed';
        expect(loginErrorMessage({ kind: 'login-failed', errorCode: null, message })).toBe(
          expected,
        );
      }),
    );
  });

  it('has a non-blank text for every code', () => {
    for (const code of CRAFT_CODES) expect(LOGIN_ERROR_MESSAGES[code].trim()).not.toBe('');
    expect(LOGIN_ERROR_MESSAGES.password_reset_required).toBe(
      'You need to reset your password. Check your email for instructions.',
    );
  });
});

describe('resend cooldown', () => {
  it('shows the message, else the error, else the resend toast', () => {
    fc.assert(
      fc.property(
        fc.oneof(visibleText, blankText),
        fc.oneof(visibleText, blankText),
        (error, message) => {
          const expected =
            message.trim() !== ''
              ? message
              : error.trim() !== ''
                ? error
                : 'Failed to resend verification email';
          expect(resendCooldownMessage({ kind: 'resend-cooldown', error, message })).toBe(expected);
        },
      ),
    );
  });

  it('allows another e-mail timeRemaining seconds after the refusal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.option(fc.double({ min: -100, max: 3600, noNaN: true }), { nil: undefined }),
        (receivedAt, timeRemaining) => {
          const at = resendAvailableAt(
            { kind: 'resend-cooldown', error: 'e', message: 'm', timeRemaining },
            receivedAt,
          );
          expect(at).toBe(
            timeRemaining !== undefined && timeRemaining > 0
              ? receivedAt + timeRemaining * 1000
              : receivedAt,
          );
          expect(at).toBeGreaterThanOrEqual(receivedAt);
        },
      ),
    );
  });
});
