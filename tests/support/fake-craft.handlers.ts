import { http, HttpResponse } from 'msw';
import type { Product } from '../../src/domain/catalog/product';
import { aCraftCartJson, aCraftCartResponseJson } from './craft-cart-json.mother';
import { anElementApiPageJson } from './product.mother';
import { aGuestSessionJson } from './session.mother';

export const FAKE_CRAFT_ORIGIN = 'http://craft.test';
const SESSION_COOKIE = 'CraftSessionId';

export interface FakeCraftOptions {
  readonly origin?: string;
  readonly products: readonly Product[];
  readonly perPage?: number;
}

const hex32 = (): string => crypto.randomUUID().replaceAll('-', '');

/**
 * msw handlers that behave like the Craft back-end for the calls the storefront makes so far:
 * a session cookie per visitor, one cart number per session, a paginated product listing.
 */
export const fakeCraftHandlers = ({
  origin = FAKE_CRAFT_ORIGIN,
  products,
  perPage = 24,
}: FakeCraftOptions) => {
  const cartNumbers = new Map<string, string>();
  const sessionOf = (cookies: Record<string, string>) => {
    const existing = cookies[SESSION_COOKIE];
    if (existing !== undefined && cartNumbers.has(existing)) return { id: existing, isNew: false };
    const id = hex32();
    cartNumbers.set(id, hex32());
    return { id, isNew: true };
  };
  const cookieHeader = (session: { id: string; isNew: boolean }): HeadersInit =>
    session.isNew ? { 'Set-Cookie': `${SESSION_COOKIE}=${session.id}; Path=/; HttpOnly` } : {};

  return [
    http.get(`${origin}/actions/users/session-info`, ({ cookies }) => {
      const session = sessionOf(cookies);
      return HttpResponse.json(aGuestSessionJson({ csrfTokenValue: `csrf-${session.id}` }), {
        headers: cookieHeader(session),
      });
    }),
    http.get(`${origin}/actions/commerce/cart/get-cart`, ({ cookies }) => {
      const session = sessionOf(cookies);
      const cart = aCraftCartJson({ number: cartNumbers.get(session.id) });
      return HttpResponse.json(aCraftCartResponseJson(cart), { headers: cookieHeader(session) });
    }),
    http.get(`${origin}/api/v1/products`, ({ request }) => {
      const raw = new URL(request.url).searchParams.get('page') ?? '1';
      const page = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(page) || page < 1) {
        return HttpResponse.json(
          { error: { code: 404, message: 'Page not found.' } },
          { status: 404 },
        );
      }
      return HttpResponse.json(anElementApiPageJson(products, page, perPage));
    }),
  ];
};
