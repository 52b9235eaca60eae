import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SharedCartStatus } from '../../../src/domain/cart/shared-cart';
import { sharedCartAction } from '../../../src/domain/cart/shared-cart.rules';

const anyStatus: fc.Arbitrary<SharedCartStatus> = fc.record({
  exists: fc.boolean(),
  isAuthenticated: fc.boolean(),
  canAccess: fc.boolean(),
  requiresLogin: fc.boolean(),
  ownsCart: fc.boolean(),
});

describe('shared cart', () => {
  it('redirects to login when required, loads when accessible, fails otherwise', () => {
    fc.assert(
      fc.property(anyStatus, (status) => {
        const outcome = sharedCartAction(status);
        if (!status.exists)
          expect(outcome).toEqual({ ok: false, error: { kind: 'shared-cart-not-found' } });
        else if (status.requiresLogin)
          expect(outcome).toEqual({ ok: true, value: 'REDIRECT_TO_LOGIN' });
        else if (!status.canAccess)
          expect(outcome).toEqual({ ok: false, error: { kind: 'shared-cart-forbidden' } });
        else expect(outcome).toEqual({ ok: true, value: 'CART_LOADED' });
      }),
    );
  });
});
