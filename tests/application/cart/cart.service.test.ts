import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryCommerceGateway } from '../../../src/adapters/fakes/in-memory.commerce-gateway';
import { CartService } from '../../../src/application/cart/cart.service';
import { emptyCart } from '../../../src/domain/cart/cart.rules';
import { err, ok } from '../../../src/domain/shared/result';
import { anyCart } from '../../support/cart.arbitraries';
import { aCartWith, anEmptyCart, CART_NUMBER } from '../../support/cart.mother';
import { aRequestFailure } from '../../support/backend-error.mother';
import { ControllableCommerceGateway } from '../../support/controllable.commerce-gateway';
import { current, record } from '../../support/observed';

const CONNECTION_ADVICE =
  'Unable to communicate with the server. Please check your connection and try again.';

const setup = () => {
  const gateway = new InMemoryCommerceGateway({ cartNumber: CART_NUMBER });
  return { gateway, service: new CartService(gateway) };
};

describe('CartService', () => {
  it('starts idle with an empty cart and no items', () => {
    const { service } = setup();

    expect(current(service.status$)).toBe('idle');
    expect(current(service.cart$)).toEqual(emptyCart());
    expect(current(service.totalItems$)).toBe(0);
    expect(current(service.error$)).toBeNull();
  });

  it('loads the cart: idle, loading, then ready', async () => {
    const { service } = setup();
    const statuses = record(service.status$);

    const result = await service.load();

    expect(result).toEqual(ok(anEmptyCart()));
    expect(statuses.values).toEqual(['idle', 'loading', 'ready']);
    expect(current(service.cart$).number).toBe(CART_NUMBER);
  });

  it('counts the units in the cart for the widget', async () => {
    const { gateway, service } = setup();
    gateway.seedCart(aCartWith(3));
    const counts = record(service.totalItems$);

    await service.load();

    expect(counts.values).toEqual([0, 3]);
  });

  it('reports a failed load with the mapped message and keeps the last cart', async () => {
    const { gateway, service } = setup();
    gateway.seedCart(aCartWith(2));
    await service.load();
    gateway.goOffline();

    const result = await service.load();

    expect(result.ok).toBe(false);
    expect(current(service.status$)).toBe('failed');
    expect(current(service.error$)).toBe(CONNECTION_ADVICE);
    expect(current(service.totalItems$)).toBe(2);
  });

  it('shows what the server said when it answered with an error', async () => {
    const gateway = new ControllableCommerceGateway();
    const service = new CartService(gateway);

    const loading = service.load();
    gateway.answer(0, err(aRequestFailure({ status: 500, message: '(500) Server exploded' })));
    await loading;

    expect(current(service.error$)).toBe('Communication error: (500) Server exploded');
  });

  it('clears the error once a load succeeds again', async () => {
    const { gateway, service } = setup();
    gateway.goOffline();
    await service.load();
    gateway.goOnline();

    await service.load();

    expect(current(service.status$)).toBe('ready');
    expect(current(service.error$)).toBeNull();
  });

  it('applies only the answer to the latest load', async () => {
    const gateway = new ControllableCommerceGateway();
    const service = new CartService(gateway);

    const older = service.load();
    const newer = service.load();
    gateway.answer(1, ok(aCartWith(1)));
    await newer;
    gateway.answer(0, ok(aCartWith(5)));
    await older;

    expect(current(service.totalItems$)).toBe(1);
    expect(current(service.status$)).toBe('ready');
  });

  it('reset empties any cart and ignores loads still in flight', async () => {
    await fc.assert(
      fc.asyncProperty(anyCart, async (cart) => {
        const gateway = new ControllableCommerceGateway();
        const service = new CartService(gateway);
        const first = service.load();
        gateway.answer(0, ok(cart));
        await first;
        const inFlight = service.load();

        service.reset();
        gateway.answer(1, ok(cart));
        await inFlight;

        expect(current(service.cart$)).toEqual(emptyCart(cart.currency));
        expect(current(service.totalItems$)).toBe(0);
        expect(current(service.status$)).toBe('idle');
      }),
      { numRuns: 50 },
    );
  });

  it('replays the latest state to late subscribers', async () => {
    const { gateway, service } = setup();
    gateway.seedCart(aCartWith(4));
    await service.load();

    expect(record(service.totalItems$).values).toEqual([4]);
    expect(record(service.status$).values).toEqual(['ready']);
  });
});
