import { describe, expect, it } from 'vitest';
import {
  DeferredCartGateway,
  DeferredSharedCartGateway,
} from '../../../../src/adapters/http/cart/deferred.cart-gateway';
import type { CartGateway } from '../../../../src/ports/cart-gateway';
import type { SharedCartGateway } from '../../../../src/ports/shared-cart-gateway';
import { inMemoryBackend } from '../../../support/in-memory.backend';

/** A load the test counts; the first `failures` loads fail like a chunk that did not arrive. */
const countedLoad = <T>(value: T, failures = 0) => {
  let loads = 0;
  const load = (): Promise<T> => {
    loads += 1;
    return loads <= failures ? Promise.reject(new Error('chunk failed')) : Promise.resolve(value);
  };
  return { load, loads: () => loads };
};

describe('DeferredCartGateway', () => {
  it('loads nothing until called, then loads once for every call', async () => {
    const counted = countedLoad<CartGateway>(inMemoryBackend().carts);
    const gateway = new DeferredCartGateway(counted.load);
    expect(counted.loads()).toBe(0);

    const answers = await Promise.all([gateway.getCart(), gateway.getCart()]);
    await gateway.forgetCart();

    expect(answers.map((answer) => answer.ok)).toEqual([true, true]);
    expect(counted.loads()).toBe(1);
  });

  it('answers a failed load as a request that got no answer, and loads again on the next call', async () => {
    const counted = countedLoad<CartGateway>(inMemoryBackend().carts, 1);
    const gateway = new DeferredCartGateway(counted.load);

    const failed = await gateway.updateCart({});
    expect(failed).toEqual({
      ok: false,
      error: {
        kind: 'request-failed',
        error: {
          message: 'chunk failed',
          status: 0,
          data: undefined,
          endpoint: 'actions/commerce/cart/update-cart',
          method: 'POST',
          retryCount: 0,
        },
      },
    });
    expect((await gateway.getCart()).ok).toBe(true);
    expect(counted.loads()).toBe(2);
  });
});

describe('DeferredSharedCartGateway', () => {
  it('loads on the first call, once, and again after a failed load', async () => {
    const counted = countedLoad<SharedCartGateway>(inMemoryBackend().sharedCarts, 1);
    const gateway = new DeferredSharedCartGateway(counted.load);
    expect(counted.loads()).toBe(0);

    const failed = await gateway.getStatus('no-such-cart');
    await gateway.getStatus('no-such-cart');
    await gateway.load('no-such-cart');

    expect(!failed.ok && failed.error.kind).toBe('request-failed');
    expect(counted.loads()).toBe(2);
  });
});
