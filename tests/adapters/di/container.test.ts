import { HttpResponse } from 'msw';
import type { ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { bindFakeAdapters } from '../../../src/adapters/di/fakes.bindings';
import { createContainer } from '../../../src/adapters/di/container';
import { Tokens } from '../../../src/adapters/di/tokens';
import { InMemoryCartGateway } from '../../../src/adapters/fakes/in-memory.cart-gateway';
import { InMemoryErrorReporter } from '../../../src/adapters/fakes/in-memory.error-reporter';
import { DeferredCartGateway } from '../../../src/adapters/http/cart/deferred.cart-gateway';
import { FetchErrorReporter } from '../../../src/adapters/system/fetch.error-reporter';
import { bindVendureCommerce } from '../../../src/adapters/di/vendure.bindings';
import { VendurePaymentsGateway } from '../../../src/adapters/vendure/payments/vendure.payments-gateway';
import { anActiveCartJson } from '../../support/vendure-json.mother';
import { aCraftCartResponseJson } from '../../support/craft-cart-json.mother';
import { anElementApiPageJson, someProducts } from '../../support/product.mother';

/** A fetch that answers like the back-end and remembers every URL it was asked for. */
const recordingFetch = () => {
  const urls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = String(input);
    urls.push(url);
    if (url.includes('get-cart')) return HttpResponse.json(aCraftCartResponseJson());
    if (url.includes('_auth/session')) return HttpResponse.json({ id: 'x' });
    return HttpResponse.json(anElementApiPageJson(someProducts(3), 1, 24));
  };
  return { urls, fetch };
};

/** Services the first page needs come synchronously; the others load their code on first use. */
const FIRST_PAGE_SERVICES: readonly ServiceIdentifier<unknown>[] = [
  Tokens.FlashService,
  Tokens.ErrorReportingService,
  Tokens.CartService,
  Tokens.AuthService,
  Tokens.ContentService,
  Tokens.ProductService,
  Tokens.MenuService,
  Tokens.ModalService,
  Tokens.LoadingBarService,
  Tokens.RouteAccessService,
  Tokens.RoutePreloadService,
  Tokens.ReleaseService,
];

const SERVICES: readonly ServiceIdentifier<unknown>[] = [
  Tokens.FlashService,
  Tokens.ErrorReportingService,
  Tokens.CartService,
  Tokens.AuthService,
  Tokens.AccountAccessService,
  Tokens.AccountService,
  Tokens.AddressBookService,
  Tokens.CheckoutService,
  Tokens.OrderService,
  Tokens.ContentService,
  Tokens.SearchService,
  Tokens.ProductService,
  Tokens.ProductListService,
  Tokens.MenuService,
  Tokens.ModalService,
];

describe('createContainer', () => {
  it('wires the services to the http adapters with the injected fetch and base URL', async () => {
    const { urls, fetch } = recordingFetch();
    const container = createContainer({ apiBaseUrl: 'https://shop.example', fetch });

    const cart = await container.get(Tokens.CartService).load();
    const page = await (await container.getAsync(Tokens.ProductListService)).loadPage(1);
    await container.get(Tokens.AuthService).checkSession();

    expect(cart.ok).toBe(true);
    expect(page.ok).toBe(true);
    // The cart's http code loads on its first call (the get-cart above went through it).
    expect(container.get(Tokens.CartGateway)).toBeInstanceOf(DeferredCartGateway);
    expect(urls).toEqual([
      'https://shop.example/actions/commerce/cart/get-cart',
      'https://shop.example/api/v1/products?page=1',
      'https://shop.example/api/_auth/session',
    ]);
  });

  it('resolves every service, one instance of each per container', async () => {
    const container = createContainer({ apiBaseUrl: '' });

    for (const token of SERVICES) {
      expect(await container.getAsync(token)).toBe(await container.getAsync(token));
    }
    expect(container.get(Tokens.CraftClient)).toBe(container.get(Tokens.CraftClient));
    expect(container.get(Tokens.Clock)).toBe(container.get(Tokens.Scheduler));
  });

  it('runs on in-memory adapters with the demo shop when asked to', async () => {
    const container = createContainer({ apiBaseUrl: '', bindFakes: bindFakeAdapters });

    const cart = await container.get(Tokens.CartService).load();
    const page = await (await container.getAsync(Tokens.ProductListService)).loadPage(1);
    const login = await container
      .get(Tokens.AuthService)
      .login({ loginName: 'demo@example.com', password: 'demo-shopper-2026', rememberMe: false });

    expect(container.get(Tokens.CartGateway)).toBeInstanceOf(InMemoryCartGateway);
    expect(cart.ok && cart.value.isEmpty).toBe(true);
    expect(page.ok && page.value.products.length).toBeGreaterThanOrEqual(10);
    expect(login.ok).toBe(true);
    for (const token of SERVICES) expect(await container.getAsync(token)).toBeDefined();
  });

  it('gives the first page its services at once, and the page-specific ones on first use', async () => {
    const container = createContainer({ apiBaseUrl: '' });

    for (const token of FIRST_PAGE_SERVICES) expect(container.get(token)).toBeDefined();
    expect(() => container.get(Tokens.CheckoutService)).toThrow();
    expect(await container.getAsync(Tokens.CheckoutService)).toBe(
      await container.getAsync(Tokens.CheckoutService),
    );
    expect(await container.getAsync(Tokens.OrderGateway)).toBeDefined();
  });

  it('sends error reports to the intake when one is configured', () => {
    const withIntake = createContainer({
      apiBaseUrl: '',
      errorReportUrl: 'https://errors.example/intake',
      environment: 'production',
    });
    const without = createContainer({ apiBaseUrl: '' });

    expect(withIntake.get(Tokens.ErrorReporter)).toBeInstanceOf(FetchErrorReporter);
    expect(without.get(Tokens.ErrorReporter)).toBeInstanceOf(InMemoryErrorReporter);
  });

  it('keeps containers apart', () => {
    const one = createContainer({ apiBaseUrl: '', bindFakes: bindFakeAdapters });
    const other = createContainer({ apiBaseUrl: '', bindFakes: bindFakeAdapters });

    expect(one.get(Tokens.CartService)).not.toBe(other.get(Tokens.CartService));
  });

  it("takes the cart and payments from Vendure's Shop API when the shop names Vendure", async () => {
    const urls: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      urls.push(String(input));
      return HttpResponse.json({ data: anActiveCartJson(null) });
    };
    const container = createContainer({
      apiBaseUrl: 'https://shop.example',
      fetch,
      bindCommerce: bindVendureCommerce,
    });

    const cart = await container.get(Tokens.CartService).load();

    expect(cart.ok && cart.value).toMatchObject({ number: '', currency: 'EUR' });
    expect(urls).toEqual([
      expect.stringMatching(/^https:\/\/shop\.example\/shop-api\?query=query\+ActiveCart/),
    ]);
    expect(await container.getAsync(Tokens.PaymentsGateway)).toBeInstanceOf(VendurePaymentsGateway);
  });
});
