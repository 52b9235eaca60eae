import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createContainer } from '../../../src/adapters/di/container';
import { Tokens } from '../../../src/adapters/di/tokens';
import { InMemoryCommerceGateway } from '../../../src/adapters/fakes/in-memory.commerce-gateway';
import { CraftCommerceGateway } from '../../../src/adapters/http/craft.commerce-gateway';
import { aCraftCartResponseJson } from '../../support/craft-cart-json.mother';
import { anElementApiPageJson, someProducts } from '../../support/product.mother';

/** A fetch that answers like the back-end and remembers every URL it was asked for. */
const recordingFetch = () => {
  const urls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = String(input);
    urls.push(url);
    if (url.includes('get-cart')) return HttpResponse.json(aCraftCartResponseJson());
    return HttpResponse.json(anElementApiPageJson(someProducts(3), 1, 24));
  };
  return { urls, fetch };
};

describe('createContainer', () => {
  it('wires the services to the http adapters with the injected fetch and base URL', async () => {
    const { urls, fetch } = recordingFetch();
    const container = createContainer({ apiBaseUrl: 'https://shop.example', fetch });

    const cart = await container.get(Tokens.CartService).load();
    const page = await container.get(Tokens.ProductListService).loadPage(1);

    expect(cart.ok).toBe(true);
    expect(page.ok).toBe(true);
    expect(container.get(Tokens.CommerceGateway)).toBeInstanceOf(CraftCommerceGateway);
    expect(urls).toEqual([
      'https://shop.example/actions/commerce/cart/get-cart',
      'https://shop.example/api/v1/products?page=1',
    ]);
  });

  it('hands out one instance of each service, so the whole page shares its state', () => {
    const container = createContainer({ apiBaseUrl: '' });

    expect(container.get(Tokens.CartService)).toBe(container.get(Tokens.CartService));
    expect(container.get(Tokens.ProductListService)).toBe(container.get(Tokens.ProductListService));
    expect(container.get(Tokens.CraftClient)).toBe(container.get(Tokens.CraftClient));
  });

  it('runs on in-memory adapters with a demo catalog when asked to', async () => {
    const container = createContainer({ apiBaseUrl: '', useFakes: true });

    const cart = await container.get(Tokens.CartService).load();
    const page = await container.get(Tokens.ProductListService).loadPage(1);

    expect(container.get(Tokens.CommerceGateway)).toBeInstanceOf(InMemoryCommerceGateway);
    expect(cart.ok && cart.value.isEmpty).toBe(true);
    expect(page.ok && page.value.products.length).toBeGreaterThanOrEqual(10);
  });

  it('keeps containers apart', () => {
    const one = createContainer({ apiBaseUrl: '', useFakes: true });
    const other = createContainer({ apiBaseUrl: '', useFakes: true });

    expect(one.get(Tokens.CartService)).not.toBe(other.get(Tokens.CartService));
  });
});
