import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemorySessionStore } from '../../support/in-memory.session-store';
import { ManualClock } from '../../support/manual.clock';
import { CartService } from '../../../src/application/cart/cart.service';
import { FlashService } from '../../../src/application/flash/flash.service';
import { emptyCart } from '../../../src/domain/cart/cart.rules';
import { err, ok } from '../../../src/domain/shared/result';
import { aRequestFailure } from '../../support/backend-error.mother';
import { anyCart } from '../../support/cart.arbitraries';
import { aCartWith } from '../../support/cart.mother';
import { ControllableCartGateway } from '../../support/controllable.cart-gateway';
import { current, record } from '../../support/observed';
import { servicesHarness } from '../../support/services.harness';
import { firstVariantId } from '../../support/in-memory.backend';

const CONNECTION_ADVICE =
  'Unable to communicate with the server. Please check your connection and try again.';

const setup = () => {
  const harness = servicesHarness();
  return { ...harness, variant: firstVariantId(harness.backend.products) };
};

/** A CartService over a gateway the test answers by hand. */
const controllable = (gateway = new ControllableCartGateway()) => {
  const clock = new ManualClock();
  const harness = servicesHarness();
  const service = new CartService({
    carts: gateway,
    sharedCarts: harness.backend.sharedCarts,
    flash: new FlashService(clock, clock),
    sessionStore: new InMemorySessionStore(),
  });
  return { gateway, service };
};

describe('CartService loading', () => {
  it('starts idle with an empty cart and no items', () => {
    const { cart } = setup();

    expect(current(cart.status$)).toBe('idle');
    expect(current(cart.cart$)).toEqual(emptyCart());
    expect(current(cart.totalItems$)).toBe(0);
    expect(current(cart.error$)).toBeNull();
    expect(current(cart.pending$)).toBe(false);
  });

  it('loads the cart: idle, loading, then ready, and marks the cart hydrated', async () => {
    const { cart, sessionStore } = setup();
    const statuses = record(cart.status$);

    const result = await cart.load();

    expect(result.ok && result.value.isEmpty).toBe(true);
    expect(statuses.values).toEqual(['idle', 'loading', 'ready']);
    expect(sessionStore.isCartHydrated()).toBe(true);
    expect(cart.isHydrated()).toBe(true);
  });

  it('reports a failed load with the mapped message and keeps the last cart', async () => {
    const { cart, backend, variant } = setup();
    await cart.addItem(variant, 2);
    backend.shop.offline = true;

    const result = await cart.load();

    expect(result.ok).toBe(false);
    expect(current(cart.status$)).toBe('failed');
    expect(current(cart.error$)).toBe(CONNECTION_ADVICE);
    expect(current(cart.totalItems$)).toBe(2);
  });

  it('shows what the server said when it answered with an error, and clears it on success', async () => {
    const { gateway, service } = controllable();

    const loading = service.load();
    gateway.answer(0, err(aRequestFailure({ status: 500, message: '(500) Server exploded' })));
    await loading;
    expect(current(service.error$)).toBe('Communication error: (500) Server exploded');

    const again = service.load();
    gateway.answer(1, ok(aCartWith(1)));
    await again;
    expect(current(service.error$)).toBeNull();
  });

  it('applies only the answer to the latest load', async () => {
    const { gateway, service } = controllable();

    const older = service.load();
    const newer = service.load();
    gateway.answer(1, ok(aCartWith(1)));
    await newer;
    gateway.answer(0, ok(aCartWith(5)));
    await older;

    expect(current(service.totalItems$)).toBe(1);
  });

  it('reset empties any cart, forgets the hydration and ignores loads in flight', async () => {
    await fc.assert(
      fc.asyncProperty(anyCart, async (cart) => {
        const { gateway, service } = controllable();
        const first = service.load();
        gateway.answer(0, ok(cart));
        await first;
        const inFlight = service.load();

        service.reset();
        gateway.answer(1, ok(cart));
        await inFlight;

        expect(current(service.cart$)).toEqual(emptyCart(cart.currency));
        expect(current(service.status$)).toBe('idle');
        expect(service.isHydrated()).toBe(false);
      }),
      { numRuns: 50 },
    );
  });
});

describe('CartService changes', () => {
  it("adds an item and says so: 'Item added to cart'", async () => {
    const { cart, flash, variant } = setup();

    const result = await cart.addItem(variant, 2);

    expect(result.ok && result.value.totalQty).toBe(2);
    expect(current(cart.totalItems$)).toBe(2);
    expect(current(flash.flash$).success).toBe('Item added to cart');
  });

  it("refuses a quantity the rules reject before sending anything: 'Failed to add item to cart'", async () => {
    const { cart, flash, variant } = setup();

    const result = await cart.addItem(variant, 1.5);

    expect(result).toEqual(err({ kind: 'invalid-quantity', qty: 1.5 }));
    expect(current(flash.flash$).danger).toBe('Failed to add item to cart');
    expect(current(cart.error$)).toBe('Invalid quantity: 1.5');
  });

  it('reports an item the back-end refuses, keeping the cart as it was', async () => {
    const { cart, flash, variant } = setup();
    await cart.addItem(variant, 1);

    const result = await cart.addItem(987_654, 1);

    expect(result.ok).toBe(false);
    expect(current(cart.totalItems$)).toBe(1);
    expect(current(flash.flash$).danger).toBe('Failed to add item to cart');
  });

  it("changes a quantity: 'Cart updated'", async () => {
    const { cart, flash, variant } = setup();
    const added = await cart.addItem(variant, 1);
    const lineId = added.ok ? (added.value.lineItems[0]?.id ?? 0) : 0;

    await cart.updateQuantity(lineId, 3);

    expect(current(cart.totalItems$)).toBe(3);
    expect(current(flash.flash$).success).toBe('Cart updated');
  });

  it("treats quantity 0 as a removal: 'Item removed from cart'", async () => {
    const { cart, flash, variant } = setup();
    const added = await cart.addItem(variant, 2);
    const lineId = added.ok ? (added.value.lineItems[0]?.id ?? 0) : 0;

    await cart.updateQuantity(lineId, 0);

    expect(current(cart.cart$).isEmpty).toBe(true);
    expect(current(flash.flash$).success).toBe('Item removed from cart');
  });

  it('changes a note and options', async () => {
    const { cart, variant } = setup();
    const added = await cart.addItem(variant, 1);
    const lineId = added.ok ? (added.value.lineItems[0]?.id ?? 0) : 0;

    await cart.updateNote(lineId, 'gift wrap');
    await cart.updateOptions(lineId, { engraving: 'AL' });

    expect(current(cart.cart$).lineItems[0]).toMatchObject({
      note: 'gift wrap',
      options: { engraving: 'AL' },
    });
  });

  it("reports a failed removal: 'Failed to remove item from cart'", async () => {
    const { cart, flash, backend, variant } = setup();
    const added = await cart.addItem(variant, 1);
    backend.shop.offline = true;

    await cart.removeItem(added.ok ? (added.value.lineItems[0]?.id ?? 0) : 0);

    expect(current(flash.flash$).danger).toBe('Failed to remove item from cart');
    expect(current(cart.totalItems$)).toBe(1);
  });

  it("clears every line in one update: 'Cart cleared'", async () => {
    const { cart, flash, backend, variant } = setup();
    await cart.addItem(variant, 1);
    await cart.addItem(backend.products[1]?.variants[0]?.id ?? 0, 2);

    await cart.clear();

    expect(current(cart.cart$).isEmpty).toBe(true);
    expect(current(flash.flash$).success).toBe('Cart cleared');
  });

  it('clears an empty cart without asking the back-end', async () => {
    const { gateway, service } = controllable();

    expect((await service.clear()).ok).toBe(true);
    expect(gateway.requests).toBe(0);
  });

  it("says 'Unable to clear the cart' when clearing fails", async () => {
    const { cart, flash, backend, variant } = setup();
    await cart.addItem(variant, 1);
    backend.shop.offline = true;

    await cart.clear();

    expect(current(flash.flash$).danger).toBe('Unable to clear the cart');
  });

  it('shows pending while a change is on its way', async () => {
    const { gateway, service } = controllable();
    const pending = record(service.pending$);

    const adding = service.addItem(5, 1);
    gateway.answer(0, ok(aCartWith(1)));
    await adding;

    expect(pending.values).toEqual([false, true, false]);
  });

  it('stops showing pending when the gateway throws (a bug, not a failed request)', async () => {
    class ThrowingCartGateway extends ControllableCartGateway {
      override updateCart(): Promise<never> {
        return Promise.reject(new Error('a bug in the adapter'));
      }
    }
    const { service } = controllable(new ThrowingCartGateway());
    const pending = record(service.pending$);

    await expect(service.addItem(5, 1)).rejects.toThrow('a bug in the adapter');

    expect(pending.values).toEqual([false, true, false]);
  });
});
