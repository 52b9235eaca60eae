import type { ServiceIdentifier } from 'inversify';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createContainer } from '../../../src/adapters/di/container';
import { Tokens } from '../../../src/adapters/di/tokens';
import { bindVendureCommerce } from '../../../src/adapters/di/vendure.bindings';
import { DeferredAccountGateway } from '../../../src/adapters/http/account/deferred.account-gateway';
import { VendureAddressBook } from '../../../src/adapters/vendure/addresses/vendure.address-book';
import { VendureOrderGateway } from '../../../src/adapters/vendure/orders/vendure.order-gateway';
import { VendureAppSessionGateway } from '../../../src/adapters/vendure/session/vendure.app-session-gateway';
import { VendureStoreSettings } from '../../../src/adapters/vendure/settings/vendure.store-settings';
import { aSearchHitJson } from '../../support/vendure-json.mother';

/** A fetch that answers every Shop API call as for a guest, and remembers what it was asked. */
const guestShopApi = () => {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input));
    const operation = /(?:query|mutation) (\w+)/.exec(url.searchParams.get('query') ?? '')?.[1];
    asked.push(`${url.pathname} ${operation ?? ''}`);
    return HttpResponse.json({ data: { activeCustomer: null } });
  };
  return { asked, fetch };
};

const vendureContainer = (fetch?: typeof globalThis.fetch) =>
  createContainer({
    apiBaseUrl: 'https://shop.example',
    bindCommerce: bindVendureCommerce,
    ...(fetch ? { fetch } : {}),
  });

/** Vendure finds the Claw Hammer; our server finds its own Oak Chair and an About page. */
const bothSearches = () => {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input));
    asked.push(url.pathname);
    if (url.pathname === '/shop-api') {
      return HttpResponse.json({ data: { search: { totalItems: 1, items: [aSearchHitJson()] } } });
    }
    const hit = { uri: 'x', url: '/x', snippet: '', imageUrl: null, score: 1 };
    return HttpResponse.json({
      data: [
        { ...hit, type: 'product', id: 3, title: 'Oak Chair' },
        { ...hit, type: 'page', id: 4, title: 'About' },
      ],
      meta: { query: 'hammer', total: 2 },
    });
  };
  return { asked, fetch };
};

describe('bindVendureCommerce', () => {
  it("reads the session at start-up from Vendure's signed-in customer", async () => {
    const { asked, fetch } = guestShopApi();
    const container = vendureContainer(fetch);

    const session = await container.get(Tokens.AuthService).checkSession();

    expect(session).toEqual({ ok: true, value: { id: null, user: null } });
    expect(container.get(Tokens.AppSessionGateway)).toBeInstanceOf(VendureAppSessionGateway);
    expect(asked).toEqual(['/shop-api SignedInCustomer']);
  });

  it('binds accounts, orders, addresses and settings to Vendure, loaded on first use', async () => {
    const { asked, fetch } = guestShopApi();
    const container = vendureContainer(fetch);

    const account = container.get(Tokens.AccountGateway);
    const user = await account.getCurrentUser();

    expect(account).toBeInstanceOf(DeferredAccountGateway);
    expect(user).toMatchObject({ ok: false, error: { error: { status: 401 } } });
    expect(asked).toEqual(['/shop-api AccountCustomer']);
    expect(await container.getAsync(Tokens.OrderGateway)).toBeInstanceOf(VendureOrderGateway);
    expect(await container.getAsync(Tokens.AddressBook)).toBeInstanceOf(VendureAddressBook);
    expect(await container.getAsync(Tokens.StoreSettings)).toBeInstanceOf(VendureStoreSettings);
  });

  it("searches the shop's products in Vendure and the rest in the content back-end", async () => {
    const { asked, fetch } = bothSearches();
    const search = await vendureContainer(fetch).getAsync(Tokens.SearchService);

    const results = await search.search({ text: 'hammer' });

    expect(results.ok && results.value.hits.map((hit) => hit.title)).toEqual([
      'Claw Hammer',
      'About',
    ]);
    expect(asked.toSorted()).toEqual(['/api/v1/search', '/shop-api']);
  });

  it('still resolves every service, the first page its own at once', async () => {
    const container = vendureContainer();

    expect(container.get(Tokens.AuthService)).toBe(container.get(Tokens.AuthService));
    expect(container.get(Tokens.CartService)).toBeDefined();
    const later: readonly ServiceIdentifier<unknown>[] = [
      Tokens.AccountService,
      Tokens.AccountAccessService,
      Tokens.AddressBookService,
      Tokens.CheckoutService,
      Tokens.OrderService,
    ];
    for (const token of later) {
      expect(await container.getAsync(token)).toBe(await container.getAsync(token));
    }
  });
});
