import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  sharedCartLoad,
  sharedCartStatus,
} from '../../src/domain/shared-cart/shared-cart.rules.ts';

const idArb = fc.option(fc.integer({ min: 1, max: 5 }), { nil: null });
const cartArb = fc.option(fc.record({ customerId: idArb, isCompleted: fc.boolean() }), {
  nil: null,
});

describe('shared cart status and load', () => {
  it('a guest cart opens to anyone; a customer cart only to its owner, signed in', () => {
    fc.assert(
      fc.property(cartArb, idArb, (cart, viewer) => {
        const status = sharedCartStatus(cart, viewer);
        expect(status.isAuthenticated).toBe(viewer !== null);
        if (!cart || cart.isCompleted) {
          expect(status).toMatchObject({ exists: false, canAccess: false, ownsCart: false });
          expect(sharedCartLoad(status)).toEqual({ ok: false, error: { kind: 'not-found' } });
          return;
        }
        const owner = cart.customerId !== null && cart.customerId === viewer;
        expect(status).toEqual({
          exists: true,
          isAuthenticated: viewer !== null,
          canAccess: cart.customerId === null || owner,
          requiresLogin: cart.customerId !== null && viewer === null,
          ownsCart: owner,
        });
      }),
    );
  });

  it('loads only what the visitor may access; a guest is sent to sign in for a customer cart', () => {
    fc.assert(
      fc.property(cartArb, idArb, (cart, viewer) => {
        const outcome = sharedCartLoad(sharedCartStatus(cart, viewer));
        if (!cart || cart.isCompleted) expect(outcome.ok).toBe(false);
        else if (cart.customerId === null || cart.customerId === viewer)
          expect(outcome).toEqual({ ok: true, value: 'CART_LOADED' });
        else if (viewer === null) expect(outcome).toEqual({ ok: true, value: 'REDIRECT_TO_LOGIN' });
        else expect(outcome).toEqual({ ok: false, error: { kind: 'forbidden' } });
      }),
    );
  });
});
