// Commerce's payments/pay, payments/complete-payment and cart/complete.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CartView } from '../../application/cart/current-cart.ts';
import { completeCart } from '../../application/checkout/complete-cart.ts';
import {
  COMPLETE_PAYMENT_MESSAGES,
  completeOffsitePayment,
} from '../../application/checkout/complete-offsite-payment.ts';
import { type PayDeps, payOrder } from '../../application/checkout/pay-order.ts';
import { formatMoney, money, toMajorUnits } from '../../domain/money/money.rules.ts';
import type { OrderPayment } from '../../ports/checkout-repository.ts';
import { acceptsJson } from './accepts-json.ts';
import { cartCustomerJson, type CartCustomerJsonDeps, cartCustomerOf } from './cart-customer.ts';
import { asBody, optionalString } from './body-params.ts';
import { type CookieSettings, readSignedCookie, writeCartCookie } from './cookies.ts';
import { serializeCart } from './craft-cart.serializer.ts';
import { completeRegisterParam } from './cart-update.params.ts';
import { controlParamsOf } from './craft-control-params.ts';
import { craftOrderDate } from './craft-date.ts';
import { craftModelSuccess, craftRespond, type CraftRespondDeps } from './craft-respond.ts';
import type { CraftUserJson } from './craft-user.serializer.ts';
import { HttpError } from './craft-response.ts';
import { serializePaymentForm } from './craft-payment-form.serializer.ts';
import { payCommandOf } from './pay.params.ts';
import { enforceRateLimits, ipCheck, type RateLimitGuardDeps } from './rate-limit.guard.ts';
import { yiiRedirect } from './yii-redirect.ts';

export interface PaymentsRoutesDeps extends PayDeps, CraftRespondDeps, CartCustomerJsonDeps {
  readonly rateLimits: RateLimitGuardDeps;
  readonly cookies: CookieSettings;
  readonly cartCookieName: string;
}

/** The cart JSON with the stored payment state the cart model does not carry. */
export function serializeOrder(
  view: CartView,
  payment: OrderPayment | null,
  customer: CraftUserJson | null,
) {
  const base = serializeCart(view, customer);
  if (!payment) return base;
  const totalPrice = view.priced.totals.totalPrice;
  const paid = money(payment.totalPaidMinor, totalPrice.currency);
  const outstanding = money(totalPrice.minor - paid.minor, totalPrice.currency);
  return {
    ...base,
    reference: payment.reference,
    paidStatus: payment.paidStatus,
    isPaid: view.cart.isCompleted && outstanding.minor <= 0,
    totalPaid: toMajorUnits(paid),
    totalPaidAsCurrency: formatMoney(paid),
    storedTotalPaid: toMajorUnits(paid),
    storedTotalPaidAsCurrency: formatMoney(paid),
    outstandingBalance: toMajorUnits(outstanding),
    outstandingBalanceAsCurrency: formatMoney(outstanding),
    datePaid: craftOrderDate(payment.datePaid),
    dateAuthorized:
      view.cart.isCompleted && payment.paidStatus === 'unpaid'
        ? craftOrderDate(view.cart.dateOrdered)
        : null,
  };
}

export function paymentsRoutes(deps: PaymentsRoutesDeps) {
  const hasher = deps.hashedParams;
  /** serializeOrder with the order's own customer. */
  const orderJson = async (request: FastifyRequest, view: CartView, payment: OrderPayment | null) =>
    serializeOrder(view, payment, await cartCustomerJson(deps, request, view.cart));

  return async (app: FastifyInstance) => {
    app.post('/actions/commerce/payments/pay', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await enforceRateLimits(deps.rateLimits, request, reply, [ipCheck('payments-ip', request)]);
      const result = await payOrder(
        deps,
        payCommandOf(request.body, hasher),
        readSignedCookie(request, deps.cartCookieName),
        cartCustomerOf(request),
      );
      if (!result.ok) {
        const error = result.error;
        if (error.kind === 'not-found') {
          return reply.code(400).send({ cart: null, message: 'Can not find an order to pay.' });
        }
        if (error.shape === 'plain') {
          return reply.code(400).send({
            [error.key]: await orderJson(request, error.view, error.payment),
            message: error.message,
          });
        }
        return reply.code(400).send({
          [error.key]: await orderJson(request, error.view, error.payment),
          paymentFormErrors: Object.keys(error.paymentFormErrors).length
            ? error.paymentFormErrors
            : [],
          modelName: 'paymentForm',
          paymentForm: error.paymentForm,
          errors: Object.keys(error.errors).length ? error.errors : [],
          message: error.message,
        });
      }
      const { key, view, payment, transaction, redirect } = result.value;
      const json = {
        [key]: await orderJson(request, view, payment),
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
    });

    app.get('/actions/commerce/payments/complete-payment', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const hash = optionalString(asBody(request.query), 'commerceTransactionHash');
      const result = await completeOffsitePayment(deps, hash);
      const json = acceptsJson(request);
      // Orders keep no return or cancel URL (pay takes no `redirect`): a browser back from the gateway
      // goes to the storefront's checkout, which asks again as JSON and shows the outcome.
      const checkoutUrl = `/checkout?commerceTransactionHash=${encodeURIComponent(hash ?? '')}`;
      if (!result.ok) {
        const error = result.error;
        if (error.kind === 'missing') throw new HttpError(400, COMPLETE_PAYMENT_MESSAGES.missing);
        if (!json) return yiiRedirect(request, reply, checkoutUrl, deps.publicUrl);
        const message = `Payment error: ${error.message}`;
        if (error.kind === 'failed') return reply.code(400).send({ url: null, message });
        return reply.code(400).send({
          url: null,
          order: await orderJson(request, error.view, null),
          errors: error.errors,
          message,
        });
      }
      const success = result.value;
      // Another off-site step: Craft sends that redirect as it is.
      if (success.kind === 'redirect') {
        return json
          ? { url: success.url }
          : yiiRedirect(request, reply, success.url, deps.publicUrl);
      }
      if (!json) return yiiRedirect(request, reply, checkoutUrl, deps.publicUrl);
      return success.kind === 'completed'
        ? { url: null, order: await orderJson(request, success.view, success.payment) }
        : { url: null };
    });

    app.post('/actions/commerce/cart/complete', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const controls = controlParamsOf(hasher, request.body);
      await enforceRateLimits(deps.rateLimits, request, reply, [ipCheck('payments-ip', request)]);
      const number = optionalString(asBody(request.body), 'number');
      const result = await completeCart(
        deps,
        number || undefined,
        readSignedCookie(request, deps.cartCookieName),
        cartCustomerOf(request),
        completeRegisterParam(request.body),
      );
      if (!result.ok) {
        const error = result.error;
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
      const { view, reference } = result.value;
      if (!number) writeCartCookie(reply, deps.cookies, deps.cartCookieName, view.cart.number);
      const paid = view.priced.totals.totalPrice.minor === 0;
      const json = {
        cart: await orderJson(request, view, {
          reference,
          paidStatus: paid ? 'paid' : 'unpaid',
          totalPaidMinor: 0,
          datePaid: null,
        }),
        modelName: 'cart',
        message: controls.successMessage ?? 'Cart updated.',
      };
      // Commerce answers cart/complete as update-cart (_returnCart).
      return craftModelSuccess(request, reply, deps, json, controls.redirect);
    });
  };
}
