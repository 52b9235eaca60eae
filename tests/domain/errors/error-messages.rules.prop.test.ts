import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_VALIDATION_MESSAGES } from '../../../src/domain/address/address-validation-messages.rules';
import { errorMessage } from '../../../src/domain/errors/error-messages.rules';
import { TOAST_MESSAGES, type ToastKey } from '../../../src/domain/flash/toast-messages';
import { anyAppError } from '../../support/app-error.arbitraries';

describe('the error catalogue', () => {
  it('has a non-blank text for every failure', () => {
    fc.assert(
      fc.property(anyAppError, (error) => {
        const text = errorMessage(error);
        expect(typeof text).toBe('string');
        if (
          !['route-validation-failed', 'route-not-matched', 'unknown-guard', 'required'].includes(
            error.kind,
          )
        ) {
          expect(text.trim()).not.toBe('');
        }
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(anyAppError, (error) => {
        expect(errorMessage(error)).toBe(errorMessage(structuredClone(error)));
      }),
    );
  });

  it('speaks the spec for the service helpers', () => {
    expect(errorMessage({ kind: 'request-exception', message: 'timeout' })).toBe(
      'Communication error: timeout',
    );
    expect(errorMessage({ kind: 'request-exception', message: null })).toBe(
      'Unable to communicate with the server. Please check your connection and try again.',
    );
    expect(errorMessage({ kind: 'invalid-server-data' })).toBe(
      'Received invalid data from the server',
    );
    expect(errorMessage({ kind: 'api-error', message: 'Nope' })).toBe(
      'Unable to complete operation: Nope',
    );
    expect(errorMessage({ kind: 'api-error', message: 'Nope', prefix: 'Login' })).toBe(
      'Login: Nope',
    );
  });

  it('speaks the spec for the other messages and routing', () => {
    expect(errorMessage({ kind: 'not-authenticated' })).toBe('User is not authenticated');
    expect(errorMessage({ kind: 'password-reset-failed' })).toBe('Failed to reset password');
    expect(errorMessage({ kind: 'payment-failed' })).toBe('Payment failed');
    expect(errorMessage({ kind: 'payment-completion-failed' })).toBe('Payment completion failed');
    expect(
      errorMessage({
        kind: 'registration-failed',
        errors: ['Email is taken', 'Password too short'],
      }),
    ).toBe('Email is taken, Password too short');
    expect(errorMessage({ kind: 'enabled-settings-failed', subject: 'states' })).toBe(
      'Failed to get enabled states',
    );
    expect(
      errorMessage({ kind: 'invalid-data', subject: 'user', endpoint: '/api/user', issues: [] }),
    ).toBe('Invalid user data received');
    expect(
      errorMessage({ kind: 'invalid-data', subject: 'response', endpoint: 'x', issues: [] }),
    ).toBe('Received invalid response from server');
    expect(errorMessage({ kind: 'route-validation-failed', path: '/x' })).toBe(
      'Page Not Found: /x',
    );
    expect(errorMessage({ kind: 'route-not-matched', path: '/x' })).toBe('Page not found: /x');
    expect(errorMessage({ kind: 'unknown-guard', guard: 'admins-only' })).toContain('admins-only');
    expect(errorMessage({ kind: 'address-validation-network-error' })).toBe(
      ADDRESS_VALIDATION_MESSAGES.unableToConnect,
    );
  });

  it('a failed operation shows its toast', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(TOAST_MESSAGES) as ToastKey[])), (toast) => {
        expect(errorMessage({ kind: 'operation-failed', toast })).toBe(TOAST_MESSAGES[toast]);
      }),
    );
  });

  it('names pre-send cart and shared-cart problems', () => {
    expect(errorMessage({ kind: 'invalid-purchasable', id: -1 })).toBe('Invalid product: -1');
    expect(errorMessage({ kind: 'invalid-quantity', qty: 0 })).toBe('Invalid quantity: 0');
    expect(errorMessage({ kind: 'invalid-line-item', lineItemId: 'x' })).toBe(
      'Invalid cart line: x',
    );
    expect(errorMessage({ kind: 'conflicting-same-as-flags' })).toMatch(/billing and shipping/);
    expect(errorMessage({ kind: 'shared-cart-not-found' })).toMatch(/could not be found/);
    expect(errorMessage({ kind: 'shared-cart-forbidden' })).toMatch(/do not have access/);
    expect(errorMessage({ kind: 'required', field: 'nickname' })).toBe('nickname is required');
  });
});
