// Commerce's payments/pay, payments/complete-payment and cart/complete.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CartView } from '../../../application/cart/current-cart.ts';
import {
  completeCart,
  type CompleteCartError,
} from '../../../application/checkout/complete-cart.ts';
import {
  COMPLETE_PAYMENT_MESSAGES,
  completeOffsitePayment,
  type CompletePaymentError,
  type CompletePaymentSuccess,
} from '../../../application/checkout/complete-offsite-payment.ts';
import { type PayDeps, type PayError, payOrder } from '../../../application/checkout/pay-order.ts';
import type { OrderPayment } from '../../../ports/checkout/checkout-repository.ts';
import { acceptsJson } from '../craft/accepts-json.ts';
import {
  cartCustomerJson,
  type CartCustomerJsonDeps,
  cartCustomerOf,
} from '../cart/cart-customer.ts';
import { asBody, optionalString } from '../body/body-params.ts';
import { type CookieSettings, readSignedCookie, writeCartCookie } from '../session/cookies.ts';
import { serializeCart } from '../cart/craft-cart.serializer.ts';
import { completeRegisterParam } from '../cart/cart-update.params.ts';
import { type ControlParams, controlParamsOf } from '../craft/craft-control-params.ts';
import { craftModelSuccess, craftRespond, type CraftRespondDeps } from '../craft/craft-respond.ts';
import { HttpError } from '../craft/craft-response.ts';
import { serializePaymentForm } from './craft-payment-form.serializer.ts';
import { serializeOrder } from './order.serializer.ts';
import { payCommandOf } from './pay.params.ts';
import { enforceRateLimits, ipCheck, type RateLimitGuardDeps } from '../hooks/rate-limit.guard.ts';
import { yiiRedirect } from '../craft/yii-redirect.ts';

export interface PaymentsRoutesDeps extends PayDeps, CraftRespondDeps, CartCustomerJsonDeps {
  readonly rateLimits: RateLimitGuardDeps;
  readonly cookies: CookieSettings;
  readonly cartCookieName: string;
}

/** serializeOrder with the order's own customer. */
const orderJson = async (
  deps: PaymentsRoutesDeps,
  request: FastifyRequest,
  view: CartView,
  payment: OrderPayment | null,
) => serializeOrder(view, payment, await cartCustomerJson(deps, request, view.cart));

async function payFailure(
  deps: PaymentsRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  error: PayError,
) {
  if (error.kind === 'not-found') {
    return reply.code(400).send({ cart: null, message: 'Can not find an order to pay.' });
  }
  const order = await orderJson(deps, request, error.view, error.payment);
  if (error.shape === 'plain') {
    return reply.code(400).send({ [error.key]: order, message: error.message });
  }
  return reply.code(400).send({
    [error.key]: order,
    paymentFormErrors: Object.keys(error.paymentFormErrors).length ? error.paymentFormErrors : [],
    modelName: 'paymentForm',
    paymentForm: error.paymentForm,
    errors: Object.keys(error.errors).length ? error.errors : [],
    message: error.message,
  });
}

async function pay(deps: PaymentsRoutesDeps, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  await enforceRateLimits(deps.rateLimits, request, reply, [ipCheck('payments-ip', request)]);
  const result = await payOrder(
    deps,
    payCommandOf(request.body, deps.hashedParams),
    readSignedCookie(request, deps.cartCookieName),
    cartCustomerOf(request),
  );
  if (!result.ok) return payFailure(deps, request, reply, result.error);
  const { key, view, payment, transaction, redirect } = result.value;
  const json = {
    [key]: await orderJson(deps, request, view, payment),
    redirect,
    redirectData: [],
    transactionId: transaction?.reference ?? null,
    transactionHash: transaction?.hash ?? null,
    modelName: 'paymentForm',
    paymentForm: serializePaymentForm(result.value.paymentForm),
    message: 'Payment successful.',
  };
  // Non-JSON: the gateway's off-site page, else home (orders keep no returnUrl; Craft goes home).
  return craftRespond(request, reply, deps, { json, redirectTo: redirect ?? '/' });
}

/**
 * Orders keep no return or cancel URL (pay takes no `redirect`): a browser back from the gateway goes to
 * the storefront's checkout, which asks again as JSON and shows the outcome.
 */
const checkoutUrlFor = (hash: string | undefined) =>
  `/checkout?commerceTransactionHash=${encodeURIComponent(hash ?? '')}`;

async function completePaymentFailure(
  deps: PaymentsRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  error: CompletePaymentError,
  checkoutUrl: string,
) {
  if (error.kind === 'missing') throw new HttpError(400, COMPLETE_PAYMENT_MESSAGES.missing);
  if (!acceptsJson(request)) return yiiRedirect(request, reply, checkoutUrl, deps.publicUrl);
  const message = `Payment error: ${error.message}`;
  if (error.kind === 'failed') return reply.code(400).send({ url: null, message });
  return reply.code(400).send({
    url: null,
    order: await orderJson(deps, request, error.view, null),
    errors: error.errors,
    message,
  });
}

async function completePaymentSuccess(
  deps: PaymentsRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  success: CompletePaymentSuccess,
  checkoutUrl: string,
) {
  const json = acceptsJson(request);
  // Another off-site step: Craft sends that redirect as it is.
  if (success.kind === 'redirect') {
    return json ? { url: success.url } : yiiRedirect(request, reply, success.url, deps.publicUrl);
  }
  if (!json) return yiiRedirect(request, reply, checkoutUrl, deps.publicUrl);
  return success.kind === 'completed'
    ? { url: null, order: await orderJson(deps, request, success.view, success.payment) }
    : { url: null };
}

async function completePayment(
  deps: PaymentsRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  const hash = optionalString(asBody(request.query), 'commerceTransactionHash');
  const result = await completeOffsitePayment(deps, hash);
  const checkoutUrl = checkoutUrlFor(hash);
  return result.ok
    ? completePaymentSuccess(deps, request, reply, result.value, checkoutUrl)
    : completePaymentFailure(deps, request, reply, result.error, checkoutUrl);
}

async function completeCartFailure(
  deps: PaymentsRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  error: CompleteCartError,
  controls: ControlParams,
) {
  if (error.kind === 'not-allowed') {
    throw new HttpError(401, 'You must make a payment to complete the order.');
  }
  if (error.kind === 'cart-not-found') throw new HttpError(404, 'Cart not found');
  return reply.code(400).send({
    cart: serializeCart(error.view, await cartCustomerJson(deps, request, error.view.cart)),
    modelName: 'cart',
    errors: error.errors,
    message: controls.failMessage ?? 'Unable to update cart.',
  });
}

async function completeCartAction(
  deps: PaymentsRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  const controls = controlParamsOf(deps.hashedParams, request.body);
  await enforceRateLimits(deps.rateLimits, request, reply, [ipCheck('payments-ip', request)]);
  const number = optionalString(asBody(request.body), 'number');
  const result = await completeCart(
    deps,
    number || undefined,
    readSignedCookie(request, deps.cartCookieName),
    cartCustomerOf(request),
    completeRegisterParam(request.body),
  );
  if (!result.ok) return completeCartFailure(deps, request, reply, result.error, controls);
  const { view, reference } = result.value;
  if (!number) writeCartCookie(reply, deps.cookies, deps.cartCookieName, view.cart.number);
  const paid = view.priced.totals.totalPrice.minor === 0;
  const payment = {
    reference,
    paidStatus: paid ? 'paid' : 'unpaid',
    totalPaidMinor: 0,
    datePaid: null,
  };
  const json = {
    cart: await orderJson(deps, request, view, payment),
    modelName: 'cart',
    message: controls.successMessage ?? 'Cart updated.',
  };
  // Commerce answers cart/complete as update-cart (_returnCart).
  return craftModelSuccess(request, reply, deps, json, controls.redirect);
}

export function paymentsRoutes(deps: PaymentsRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.post('/actions/commerce/payments/pay', (request, reply) => pay(deps, request, reply));
    app.get('/actions/commerce/payments/complete-payment', (request, reply) =>
      completePayment(deps, request, reply),
    );
    app.post('/actions/commerce/cart/complete', (request, reply) =>
      completeCartAction(deps, request, reply),
    );
  };
}
