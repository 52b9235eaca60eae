// Commerce's payments/pay, payments/complete-payment and cart/complete.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CartCustomer, CartView } from '../../application/cart/current-cart.ts';
import { completeCart } from '../../application/checkout/complete-cart.ts';
import { type PayCommand, type PayDeps, payOrder } from '../../application/checkout/pay-order.ts';
import { money, toMajorUnits } from '../../domain/money/money.rules.ts';
import type { OrderPayment } from '../../ports/checkout-repository.ts';
import { asBody, optionalId, optionalString } from './body-params.ts';
import { type CookieSettings, readSignedCookie, writeCartCookie } from './cookies.ts';
import { serializeCart } from './craft-cart.serializer.ts';
import { completeRegisterParam } from './cart-update.params.ts';
import { craftOrderDate } from './craft-date.ts';
import { HttpError } from './craft-response.ts';
import { paymentFormsOf } from './payment-form.params.ts';

export interface PaymentsRoutesDeps extends PayDeps {
  readonly cookies: CookieSettings;
  readonly cartCookieName: string;
}

const customerOf = (request: FastifyRequest): CartCustomer | null =>
  request.auth.user ? { id: request.auth.user.id, email: request.auth.user.email } : null;

/** The cart JSON with the stored payment state the cart model does not carry. */
export function serializeOrder(view: CartView, payment: OrderPayment | null) {
  const base = serializeCart(view);
  if (!payment) return base;
  const totalPrice = view.priced.totals.totalPrice;
  const paidMinor = payment.totalPaidMinor;
  const outstanding = money(totalPrice.minor - paidMinor, totalPrice.currency);
  return {
    ...base,
    reference: payment.reference,
    paidStatus: payment.paidStatus,
    isPaid: view.cart.isCompleted && outstanding.minor <= 0,
    totalPaid: toMajorUnits(money(paidMinor, totalPrice.currency)),
    outstandingBalance: toMajorUnits(outstanding),
    datePaid: craftOrderDate(payment.datePaid),
    dateAuthorized:
      view.cart.isCompleted && payment.paidStatus === 'unpaid'
        ? craftOrderDate(view.cart.dateOrdered)
        : null,
  };
}

function payCommandOf(body: Record<string, unknown>): PayCommand {
  const number = optionalString(body, 'number');
  const email = optionalString(body, 'email');
  const gatewayId = optionalId(body, 'gatewayId');
  const paymentSourceId = optionalId(body, 'paymentSourceId');
  return {
    ...(number ? { number } : {}),
    ...(email !== undefined ? { email } : {}),
    ...(gatewayId !== undefined ? { gatewayId } : {}),
    ...(paymentSourceId !== undefined ? { paymentSourceId } : {}),
    paymentForm: paymentFormsOf(body),
  };
}

export function paymentsRoutes(deps: PaymentsRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.post('/actions/commerce/payments/pay', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await payOrder(
        deps,
        payCommandOf(asBody(request.body)),
        readSignedCookie(request, deps.cartCookieName),
        customerOf(request),
      );
      if (!result.ok) {
        const error = result.error;
        if (error.kind === 'not-found') {
          return reply.code(400).send({ cart: null, message: 'Can not find an order to pay.' });
        }
        if (error.shape === 'plain') {
          return reply.code(400).send({
            [error.key]: serializeOrder(error.view, error.payment),
            message: error.message,
          });
        }
        return reply.code(400).send({
          [error.key]: serializeOrder(error.view, error.payment),
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
      return {
        [key]: serializeOrder(view, payment),
        redirect,
        redirectData: [],
        transactionId: transaction?.reference ?? null,
        transactionHash: transaction?.hash ?? null,
        modelName: 'paymentForm',
        paymentForm: {},
        message: 'Payment successful.',
      };
    });

    app.get('/actions/commerce/payments/complete-payment', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const hash = optionalString(asBody(request.query), 'commerceTransactionHash');
      const transaction = hash ? await deps.checkout.transactionByHash(hash) : null;
      if (!transaction) {
        throw new HttpError(400, 'Can not complete payment for missing transaction.');
      }
      // Dummy and Manual complete at once: a successful transaction is already complete.
      if (transaction.status === 'success') return { url: null };
      return reply.code(400).send({ url: null, message: `Payment error: ${transaction.message}` });
    });

    app.post('/actions/commerce/cart/complete', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const number = optionalString(asBody(request.body), 'number');
      const result = await completeCart(
        deps,
        number || undefined,
        readSignedCookie(request, deps.cartCookieName),
        customerOf(request),
        completeRegisterParam(request.body),
      );
      if (!result.ok) {
        const error = result.error;
        if (error.kind === 'not-allowed') {
          throw new HttpError(401, 'You must make a payment to complete the order.');
        }
        if (error.kind === 'cart-not-found') throw new HttpError(404, 'Cart not found');
        return reply.code(400).send({
          cart: serializeCart(error.view),
          modelName: 'cart',
          errors: error.errors,
          message: 'Unable to update cart.',
        });
      }
      const { view, reference } = result.value;
      if (!number) writeCartCookie(reply, deps.cookies, deps.cartCookieName, view.cart.number);
      const paid = view.priced.totals.totalPrice.minor === 0;
      return {
        cart: serializeOrder(view, {
          reference,
          paidStatus: paid ? 'paid' : 'unpaid',
          totalPaidMinor: 0,
          datePaid: null,
        }),
        modelName: 'cart',
        message: 'Cart updated.',
      };
    });
  };
}
