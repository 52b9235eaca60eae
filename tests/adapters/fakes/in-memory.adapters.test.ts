import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../src/adapters/fakes/demo-catalog';
import { InMemoryCommerceGateway } from '../../../src/adapters/fakes/in-memory.commerce-gateway';
import { InMemoryContentRepository } from '../../../src/adapters/fakes/in-memory.content-repository';
import { describeGatewayError } from '../../../src/domain/errors/gateway-error.rules';
import { aCartWith } from '../../support/cart.mother';
import { someProducts } from '../../support/product.mother';

describe('in-memory adapters', () => {
  it('a new gateway is a new visitor with their own cart number', async () => {
    const one = await new InMemoryCommerceGateway().getCart();
    const other = await new InMemoryCommerceGateway().getCart();

    expect(one.ok && other.ok && one.value.number !== other.value.number).toBe(true);
  });

  it('holds the cart it is seeded with', async () => {
    const gateway = new InMemoryCommerceGateway();
    gateway.seedCart(aCartWith(2));

    expect(await gateway.getCart()).toEqual({ ok: true, value: aCartWith(2) });
  });

  it('fails like an unreachable back-end while offline', async () => {
    const gateway = new InMemoryCommerceGateway();
    const repository = new InMemoryContentRepository({ products: someProducts(3) });
    gateway.goOffline();
    repository.goOffline();

    for (const result of [await gateway.getCart(), await repository.listProducts(1)]) {
      if (result.ok) throw new Error('expected a failure');
      expect(describeGatewayError(result.error)).toBe(
        'Unable to communicate with the server. Please check your connection and try again.',
      );
    }
  });

  it('answers page numbers below 1 with an empty page', async () => {
    const repository = new InMemoryContentRepository({ products: someProducts(30), perPage: 5 });

    for (const page of [0, -1, 1.5]) {
      const result = await repository.listProducts(page);
      expect(result.ok && result.value.products).toEqual([]);
    }
  });

  it('refuses a page size that cannot paginate', () => {
    expect(() => new InMemoryContentRepository({ products: [], perPage: 0 })).toThrow(RangeError);
  });

  it('ships a demo catalog with unique ids and valid default variants', () => {
    const catalog = demoCatalog();
    const ids = catalog.flatMap((product) => [product.id, ...product.variants.map((v) => v.id)]);

    expect(catalog.length).toBeGreaterThanOrEqual(10);
    expect(new Set(ids).size).toBe(ids.length);
    for (const product of catalog) {
      expect(product.variants.map((variant) => variant.id)).toContain(product.defaultVariantId);
    }
  });
});
