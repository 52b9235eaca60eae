// The storefront's shared-cart API beside Craft's load-cart: the same use case (load-cart.ts, under the
// ownership rule). CSRF as every /api POST (csrf.hook.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CurrentCartDeps } from '../../../application/cart/current-cart.ts';
import { loadCart } from '../../../application/cart/load-cart.ts';
import { statusOfSharedCart } from '../../../application/shared-cart/shared-cart.ts';
import { cartCustomerOf } from './cart-customer.ts';
import { asBody, optionalString } from '../body/body-params.ts';
import { type CookieSettings, readSignedCookie, writeCartCookie } from '../session/cookies.ts';
import { craftErrorBody } from '../craft/craft-response.ts';

export interface SharedCartRoutesDeps extends CurrentCartDeps {
  readonly cookies: CookieSettings;
  readonly cartCookieName: string;
}

export const SHARED_CART_MESSAGES = {
  missingNumber: 'A cart number must be specified.',
  notFound: 'Unable to retrieve cart.',
  loaded: 'Cart loaded.',
  signIn: 'Sign in to load this cart.',
} as const;

const numberOf = (body: unknown): string | null =>
  optionalString(asBody(body), 'number')?.trim() || null;

/**
 * Failures carry a top-level `message` (Craft's error object), not the Element API's nested error:
 * the storefront reads a failed POST's `message`.
 */
const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send(craftErrorBody(status, message));

export function sharedCartRoutes(deps: SharedCartRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.post('/api/v1/shared-cart/get-cart-status', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const number = numberOf(request.body);
      if (!number) return fail(reply, 400, SHARED_CART_MESSAGES.missingNumber);
      return statusOfSharedCart(
        deps,
        number,
        cartCustomerOf(request),
        readSignedCookie(request, deps.cartCookieName),
      );
    });

    app.post('/api/v1/shared-cart/load', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const number = numberOf(request.body);
      if (!number) return fail(reply, 400, SHARED_CART_MESSAGES.missingNumber);
      const loaded = await loadCart(
        deps,
        number,
        cartCustomerOf(request),
        readSignedCookie(request, deps.cartCookieName),
      );
      if (loaded.kind === 'not-found') return fail(reply, 404, SHARED_CART_MESSAGES.notFound);
      if (loaded.kind === 'sign-in') {
        return { action: 'REDIRECT_TO_LOGIN', number, message: SHARED_CART_MESSAGES.signIn };
      }
      writeCartCookie(reply, deps.cookies, deps.cartCookieName, loaded.number);
      return { action: 'CART_LOADED', number: loaded.number, message: SHARED_CART_MESSAGES.loaded };
    });
  };
}
