import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentCart } from '../../../application/cart/current-cart.ts';
import { loadCart } from '../../../application/cart/load-cart.ts';
import {
  type UpdateCartDeps,
  type UpdateCartError,
  updateCart,
} from '../../../application/cart/update-cart.ts';
import { requireAcceptsJson } from '../craft/accepts-json.ts';
import { cartCustomerJson, cartCustomerOf } from './cart-customer.ts';
import { asBody, optionalString } from '../body/body-params.ts';
import { updateCartCommand } from './cart-update.params.ts';
import {
  type CookieSettings,
  clearCartCookie,
  readSignedCookie,
  writeCartCookie,
} from '../session/cookies.ts';
import { serializeCart } from './craft-cart.serializer.ts';
import { controlParamsOf } from '../craft/craft-control-params.ts';
import {
  actionPath,
  craftModelSuccess,
  craftRespond,
  type CraftRespondDeps,
} from '../craft/craft-respond.ts';
import { HttpError } from '../craft/craft-response.ts';
import { yiiRedirect } from '../craft/yii-redirect.ts';

// UpdateCartDeps' users and clock also serve cartCustomerJson.
export interface CartRoutesDeps extends UpdateCartDeps, CraftRespondDeps {
  readonly cookies: CookieSettings;
  readonly cartCookieName: string;
}

/** Failures that are not the cart's own validation: Craft's error object. */
function rejection(error: Exclude<UpdateCartError, { kind: 'invalid' }>): HttpError {
  switch (error.kind) {
    case 'cart-not-found':
      return new HttpError(404, 'Cart not found');
    case 'unknown-purchasable':
      return new HttpError(400, `No purchasable exists with the ID “${error.purchasableId}”.`);
    case 'quote-only':
      return new HttpError(
        400,
        `“${error.description}” is sold on quotation only and can’t be added to the cart.`,
      );
  }
}

export const LOAD_CART_NEEDS_POST = 'load-cart changes your cart: send it as a POST request.';

async function getCart(deps: CartRoutesDeps, request: FastifyRequest, reply: FastifyReply) {
  requireAcceptsJson(request);
  const view = await currentCart(
    deps,
    readSignedCookie(request, deps.cartCookieName),
    cartCustomerOf(request),
  );
  // Refreshed on every cart access, as Craft does, so an active shopper's cart never expires.
  writeCartCookie(reply, deps.cookies, deps.cartCookieName, view.cart.number);
  reply.header('cache-control', 'no-store');
  return { cart: serializeCart(view, await cartCustomerJson(deps, request, view.cart)) };
}

async function updateCartAction(
  deps: CartRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const controls = controlParamsOf(deps.hashedParams, request.body);
  const command = updateCartCommand(request.body);
  const result = await updateCart(
    deps,
    command,
    readSignedCookie(request, deps.cartCookieName),
    cartCustomerOf(request),
  );
  reply.header('cache-control', 'no-store');
  if (!result.ok) {
    if (result.error.kind !== 'invalid') throw rejection(result.error);
    const { view } = result.error;
    return reply.code(400).send({
      cart: serializeCart(view, await cartCustomerJson(deps, request, view.cart)),
      modelName: 'cart',
      errors: result.error.errors,
      message: controls.failMessage ?? 'Unable to update cart.',
    });
  }
  // Addressing another cart by `number` does not make it the session cart (Craft).
  if (command.number === undefined) {
    writeCartCookie(reply, deps.cookies, deps.cartCookieName, result.value.cart.number);
  }
  const message = controls.successMessage ?? 'Cart updated.';
  const customer = await cartCustomerJson(deps, request, result.value.cart);
  const json = { cart: serializeCart(result.value, customer), modelName: 'cart', message };
  return craftModelSuccess(request, reply, deps, json, controls.redirect);
}

async function loadCartAction(deps: CartRoutesDeps, request: FastifyRequest, reply: FastifyReply) {
  const controls = controlParamsOf(deps.hashedParams, request.body);
  const query = asBody(request.query);
  const number = optionalString(asBody(request.body), 'number') ?? optionalString(query, 'number');
  // Craft's asFailure: a JSON `{message}` and nothing else.
  if (!number) return reply.code(400).send({ message: 'A cart number must be specified.' });
  const loaded = await loadCart(
    deps,
    number,
    cartCustomerOf(request),
    readSignedCookie(request, deps.cartCookieName),
  );
  // A customer's cart for anyone but that customer signed in is answered like an unknown one.
  if (loaded.kind !== 'loaded') {
    return reply.code(400).send({ message: 'Unable to retrieve cart.' });
  }
  writeCartCookie(reply, deps.cookies, deps.cartCookieName, loaded.number);
  // Non-JSON: the signed `redirect`, else the home page (Commerce's loadCartRedirectUrl). Craft's
  // default for a POST, the action path, is a GET this shop refuses.
  return craftRespond(request, reply, deps, { json: [], redirectTo: controls.redirect ?? '/' });
}

// Deviation: Craft also loads a cart from a GET link; a link on another site could then replace a
// visitor's cart. The storefront POSTs (spec), so a GET changes nothing.
async function refuseLoadCartGet(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('allow', 'POST');
  throw new HttpError(405, LOAD_CART_NEEDS_POST);
}

async function forgetCart(deps: CartRoutesDeps, request: FastifyRequest, reply: FastifyReply) {
  const controls = controlParamsOf(deps.hashedParams, request.body);
  clearCartCookie(reply, deps.cookies, deps.cartCookieName);
  const target = controls.redirect ?? actionPath(request);
  return yiiRedirect(request, reply, target, deps.publicUrl);
}

export function cartRoutes(deps: CartRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.get('/actions/commerce/cart/get-cart', (request, reply) => getCart(deps, request, reply));
    app.post('/actions/commerce/cart/update-cart', (request, reply) =>
      updateCartAction(deps, request, reply),
    );
    app.get('/actions/commerce/cart/load-cart', refuseLoadCartGet);
    app.post('/actions/commerce/cart/load-cart', (request, reply) =>
      loadCartAction(deps, request, reply),
    );
    app.post('/actions/commerce/cart/forget-cart', (request, reply) =>
      forgetCart(deps, request, reply),
    );
  };
}
