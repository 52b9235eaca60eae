import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CurrentCartDeps, currentCart } from '../../application/cart/current-cart.ts';
import { requireAcceptsJson } from './accepts-json.ts';
import {
  type CookieSettings,
  clearCartCookie,
  readSignedCookie,
  writeCartCookie,
} from './cookies.ts';
import { serializeCart } from './craft-cart.serializer.ts';

export interface CartRoutesDeps extends CurrentCartDeps {
  readonly cookies: CookieSettings;
  readonly cartCookieName: string;
}

/** Yii: an XHR gets its redirect target in X-Redirect (status stays 302, body empty), others in Location. */
function redirectTo(request: FastifyRequest, reply: FastifyReply, target: string) {
  const isXhr = request.headers['x-requested-with'] === 'XMLHttpRequest';
  return reply
    .code(302)
    .header(isXhr ? 'x-redirect' : 'location', target)
    .send();
}

export function cartRoutes(deps: CartRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.get('/actions/commerce/cart/get-cart', async (request, reply) => {
      requireAcceptsJson(request);
      const cart = await currentCart(deps, readSignedCookie(request, deps.cartCookieName));
      // Refreshed on every cart access, as Craft does, so an active shopper's cart never expires.
      writeCartCookie(reply, deps.cookies, deps.cartCookieName, cart.number);
      reply.header('cache-control', 'no-store');
      return { cart: serializeCart(cart) };
    });

    app.post('/actions/commerce/cart/forget-cart', async (request, reply) => {
      clearCartCookie(reply, deps.cookies, deps.cartCookieName);
      return redirectTo(request, reply, request.url.split('?')[0] ?? '/');
    });
  };
}
