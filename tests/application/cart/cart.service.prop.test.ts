import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../src/domain/shared/result';
import { ControllableCartGateway } from '../../support/controllable.cart-gateway';
import { aCartWith } from '../../support/cart.mother';
import { current } from '../../support/observed';
import { servicesHarness } from '../../support/services.harness';
import { firstVariantId } from '../../support/in-memory.backend';
import { CartService } from '../../../src/application/cart/cart.service';

describe('CartService over many quantity changes', () => {
  it('ends with the last quantity asked for, a removal at 0, and the matching toast', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        async (quantities, removeAtEnd) => {
          const { cart, flash, backend } = servicesHarness();
          const added = await cart.addItem(firstVariantId(backend.products), 1);
          const lineId = added.ok ? (added.value.lineItems[0]?.id ?? 0) : 0;

          for (const qty of [...quantities, ...(removeAtEnd ? [0] : [])]) {
            expect((await cart.updateQuantity(lineId, qty)).ok).toBe(true);
          }

          const last = removeAtEnd ? 0 : (quantities[quantities.length - 1] ?? 0);
          expect(current(cart.totalItems$)).toBe(last);
          expect(current(cart.cart$).isEmpty).toBe(last === 0);
          expect(current(flash.flash$).success).toBe(
            removeAtEnd ? 'Item removed from cart' : 'Cart updated',
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('never sends a negative or fractional quantity', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer({ max: -1 }),
          fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
        ),
        async (qty) => {
          const gateway = new ControllableCartGateway();
          const harness = servicesHarness();
          const service = new CartService({
            carts: gateway,
            sharedCarts: harness.backend.sharedCarts,
            flash: harness.flash,
            sessionStore: harness.sessionStore,
          });

          const result = await service.updateQuantity(7, qty);

          expect(result.ok).toBe(false);
          expect(gateway.updates).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a cart completed without payment is followed by a fresh load', async () => {
    const gateway = new ControllableCartGateway();
    const harness = servicesHarness();
    const service = new CartService({
      carts: gateway,
      sharedCarts: harness.backend.sharedCarts,
      flash: harness.flash,
      sessionStore: harness.sessionStore,
    });

    const completing = service.complete();
    gateway.answer(0, ok(aCartWith(2, { email: 'a@b.co' })));
    await Promise.resolve();
    await Promise.resolve();
    gateway.answer(1, ok(aCartWith(0)));
    const completed = await completing;

    expect(completed.ok && completed.value.totalQty).toBe(2);
    expect(current(service.totalItems$)).toBe(0);
  });
});
