import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../src/domain/errors/app-error';
import { type CartFailure, cartFailureMessage } from '../../../src/domain/cart/cart-messages.rules';
import { errorMessage } from '../../../src/domain/errors/error-messages.rules';
import type { GatewayError } from '../../../src/domain/http/gateway.errors';
import { type LoadFailure, loadFailureMessage } from '../../../src/domain/http/load-failure.rules';
import type { LoginFailure } from '../../../src/domain/auth/login-error';
import { signInFailureMessage } from '../../../src/domain/auth/login-error.rules';
import { anyAppError } from '../../support/app-error.arbitraries';

const GATEWAY_KINDS = ['request-failed', 'invalid-data'];
const ofKinds =
  <E extends AppError>(kinds: readonly string[]) =>
  (error: AppError): error is E =>
    kinds.includes(error.kind);

const isLoadFailure = ofKinds<LoadFailure>([
  ...GATEWAY_KINDS,
  'route-validation-failed',
  'route-not-matched',
  'unknown-guard',
  'enabled-settings-failed',
]);
const isCartFailure = ofKinds<CartFailure>([
  ...GATEWAY_KINDS,
  'invalid-purchasable',
  'invalid-quantity',
  'invalid-line-item',
  'conflicting-same-as-flags',
]);
const isSignInFailure = ofKinds<LoginFailure | GatewayError>([...GATEWAY_KINDS, 'login-failed']);

// The services every page uses word their failures without loading the whole catalogue: each
// partial catalogue must say exactly what the catalogue says for the failures it covers.
describe('the partial catalogues agree with the error catalogue', () => {
  it('for failed loads', () => {
    fc.assert(
      fc.property(anyAppError.filter(isLoadFailure), (failure) => {
        expect(loadFailureMessage(failure)).toBe(errorMessage(failure));
      }),
    );
  });

  it("for the cart's failures", () => {
    fc.assert(
      fc.property(anyAppError.filter(isCartFailure), (failure) => {
        expect(cartFailureMessage(failure)).toBe(errorMessage(failure));
      }),
    );
  });

  it('for signing in and out', () => {
    fc.assert(
      fc.property(anyAppError.filter(isSignInFailure), (failure) => {
        expect(signInFailureMessage(failure)).toBe(errorMessage(failure));
      }),
    );
  });
});
