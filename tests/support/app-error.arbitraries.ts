import fc from 'fast-check';
import type { AppError } from '../../src/domain/errors/app-error';
import { TOAST_MESSAGES, type ToastKey } from '../../src/domain/flash/toast-messages';
import { aBackendError } from './backend-error.mother';
import { visibleText } from './error.arbitraries';

const status = fc.integer({ min: 0, max: 599 });
const maybeText = fc.option(fc.string(), { nil: null });
const toastKey = fc.constantFrom(...(Object.keys(TOAST_MESSAGES) as ToastKey[]));

/** One failure of every kind the catalogue knows. */
export const anyAppError: fc.Arbitrary<AppError> = fc.oneof(
  fc.record({ status, message: fc.string() }).map(({ status, message }) => ({
    kind: 'request-failed' as const,
    error: aBackendError({ status, message }),
  })),
  fc.record({
    kind: fc.constant('invalid-data' as const),
    subject: fc.constantFrom(
      'cart' as const,
      'session' as const,
      'products' as const,
      'user' as const,
      'response' as const,
    ),
    endpoint: fc.string(),
    issues: fc.array(fc.string(), { maxLength: 2 }),
  }),
  fc.record({ kind: fc.constant('request-exception' as const), message: maybeText }),
  fc.record(
    { kind: fc.constant('api-error' as const), message: fc.string(), prefix: visibleText },
    { requiredKeys: ['kind', 'message'] },
  ),
  fc.record({ kind: fc.constant('invalid-server-data' as const), message: maybeText }),
  fc.record({
    kind: fc.constant('login-failed' as const),
    errorCode: fc.constantFrom(null, 'invalid_credentials' as const, 'account_cooldown' as const),
    message: maybeText,
  }),
  fc.record({
    kind: fc.constant('resend-cooldown' as const),
    error: fc.string(),
    message: fc.string(),
  }),
  fc.record({
    kind: fc.constant('address-validation-http-error' as const),
    status,
    detail: fc.string(),
  }),
  fc.constant({ kind: 'address-validation-network-error' as const }),
  fc.string().map((path) => ({ kind: 'route-validation-failed' as const, path })),
  fc.string().map((path) => ({ kind: 'route-not-matched' as const, path })),
  fc.string().map((guard) => ({ kind: 'unknown-guard' as const, guard })),
  fc.constantFrom(
    { kind: 'not-authenticated' as const },
    { kind: 'password-reset-failed' as const },
    { kind: 'payment-failed' as const },
    { kind: 'payment-completion-failed' as const },
    { kind: 'password-mismatch' as const },
    { kind: 'invalid-verification-parameters' as const },
    { kind: 'country-code-required' as const },
    { kind: 'address-not-saved' as const },
    { kind: 'address-not-deleted' as const },
    { kind: 'conflicting-same-as-flags' as const },
    { kind: 'shared-cart-not-found' as const },
    { kind: 'shared-cart-forbidden' as const },
  ),
  fc
    .array(fc.string(), { maxLength: 3 })
    .map((errors) => ({ kind: 'registration-failed' as const, errors })),
  fc.constantFrom('countries' as const, 'states' as const, 'gateways' as const).map((subject) => ({
    kind: 'enabled-settings-failed' as const,
    subject,
  })),
  toastKey.map((toast) => ({ kind: 'operation-failed' as const, toast })),
  fc.string().map((field) => ({ kind: 'required' as const, field })),
  fc.constant({ kind: 'invalid-email' as const, field: 'email' }),
  fc
    .array(fc.constantFrom({ kind: 'required' as const, field: 'firstName' }), {
      minLength: 1,
      maxLength: 2,
    })
    .map((errors) => ({ kind: 'form-rejected' as const, errors })),
  fc.integer().map((id) => ({ kind: 'invalid-purchasable' as const, id })),
  fc.integer().map((qty) => ({ kind: 'invalid-quantity' as const, qty })),
  fc.string().map((lineItemId) => ({ kind: 'invalid-line-item' as const, lineItemId })),
);
