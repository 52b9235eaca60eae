// The storefront's shared-cart API beside Craft's load-cart: the same effect (the cart becomes the
// visitor's session cart) with an access check first. CSRF as every /api POST (csrf.hook.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  loadSharedCart,
  type SharedCartDeps,
  statusOfSharedCart,
} from '../../application/shared-cart/shared-cart.ts';
import { asBody, optionalString } from './body-params.ts';
import { type CookieSettings, writeCartCookie } from './cookies.ts';
import { craftErrorBody } from './craft-response.ts';

export interface SharedCartRoutesDeps extends SharedCartDeps {
  readonly cookies: CookieSettings;
  readonly cartCookieName: string;
}

export const SHARED_CART_MESSAGES = {
  missingNumber: 'A cart number must be specified.',
  notFound: 'Unable to retrieve cart.',
  forbidden: 'You are not allowed to load this cart.',
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
      return statusOfSharedCart(deps, number, request.auth.user?.id ?? null);
    });

    app.post('/api/v1/shared-cart/load', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const number = numberOf(request.body);
      if (!number) return fail(reply, 400, SHARED_CART_MESSAGES.missingNumber);
      const loaded = await loadSharedCart(deps, number, request.auth.user?.id ?? null);
      if (!loaded.ok) {
        return loaded.error.kind === 'not-found'
          ? fail(reply, 404, SHARED_CART_MESSAGES.notFound)
          : fail(reply, 403, SHARED_CART_MESSAGES.forbidden);
      }
      if (loaded.value === 'REDIRECT_TO_LOGIN') {
        return { action: loaded.value, number, message: SHARED_CART_MESSAGES.signIn };
      }
      writeCartCookie(reply, deps.cookies, deps.cartCookieName, number);
      return { action: loaded.value, number, message: SHARED_CART_MESSAGES.loaded };
    });
  };
}
