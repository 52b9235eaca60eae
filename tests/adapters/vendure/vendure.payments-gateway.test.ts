import { describe, expect, it } from 'vitest';
import { VendureCartGateway } from '../../../src/adapters/vendure/cart/vendure.cart-gateway';
import { VendureCartSession } from '../../../src/adapters/vendure/cart/vendure-cart-session';
import { VendureClient } from '../../../src/adapters/vendure/client/vendure-client';
import { VendurePaymentsGateway } from '../../../src/adapters/vendure/payments/vendure.payments-gateway';
import type { PaymentRequest } from '../../../src/domain/payment/payment-source';
import { craftClient } from '../../support/msw-craft';
import { useMswServer } from '../../support/msw-server';
import { answerShopApi, type GraphqlRequest, type Resolver } from '../../support/msw-vendure';
import {
  anActiveCartJson,
  anErrorResultJson,
  aVendureOrderJson,
} from '../../support/vendure-json.mother';

const server = useMswServer();

const CARD_METHOD = { id: '3', code: 'card', isEligible: true };
const ORDER = {
  code: 'K6SQ7X5BUP9NCWWK',
  state: 'AddingItems',
  totalQuantity: 2,
  customer: { emailAddress: 'guest@example.com' },
};
const PAID = {
  __typename: 'Order',
  code: ORDER.code,
  state: 'PaymentAuthorized',
  totalWithTax: 5400,
  totalQuantity: 2,
  currencyCode: 'USD',
  customer: { emailAddress: 'guest@example.com' },
};
const MOVED = { __typename: 'Order' };

const card = (number: string): PaymentRequest => ({
  gatewayId: 3,
  paymentForm: {
    dummy: { firstName: 'Ada', lastName: 'Lovelace', number, expiry: '12/2035', cvv: '123' },
  },
});

const shop = (
  payment: unknown,
  context: { order?: unknown; methods?: unknown[]; arranging?: unknown } = {},
  more: Record<string, Resolver> = {},
): GraphqlRequest[] =>
  answerShopApi(server, {
    PaymentContext: () => ({
      activeOrder: context.order === undefined ? ORDER : context.order,
      eligiblePaymentMethods: context.methods ?? [CARD_METHOD],
    }),
    Pay: () => ({ arranging: context.arranging ?? MOVED, payment }),
    BackToCart: () => ({ transitionOrderToState: MOVED }),
    ...more,
  });

const payments = (session = new VendureCartSession()) =>
  new VendurePaymentsGateway(new VendureClient(craftClient()), session);

const names = (seen: readonly GraphqlRequest[]) => seen.map((request) => request.operationName);

describe('VendurePaymentsGateway.pay', () => {
  it("pays the session's order with the chosen method: the order is the paid one", async () => {
    const seen = shop(PAID);

    const paid = await payments().pay(card('4242424242424242'));

    expect(names(seen)).toEqual(['PaymentContext', 'Pay']);
    expect(seen[1]?.variables).toEqual({ input: { method: 'card', metadata: {} } });
    expect(seen[1]?.query).toMatch(
      /transitionOrderToState\(state: "ArrangingPayment"\)[\s\S]*addPaymentToOrder/,
    );
    expect(paid).toEqual({
      ok: true,
      value: {
        order: {
          number: ORDER.code,
          email: 'guest@example.com',
          totalPrice: 54,
          currency: 'USD',
          totalPriceAsCurrency: '$54.00',
          totalQty: 2,
          reference: ORDER.code,
          orderCompletedEmail: 'guest@example.com',
        },
      },
    });
  });

  it('asks the dummy handler to decline a test card ending in an odd digit, sending no card data', async () => {
    const seen = shop(
      anErrorResultJson('PAYMENT_DECLINED_ERROR', 'The payment was declined', {
        paymentErrorMessage: 'Simulated decline',
      }),
    );

    const declined = await payments().pay(card('4111 1111 1111 1111'));

    expect(seen[1]?.variables).toEqual({
      input: { method: 'card', metadata: { shouldDecline: true } },
    });
    expect(names(seen)).toEqual(['PaymentContext', 'Pay', 'BackToCart']);
    expect(!declined.ok && declined.error).toMatchObject({
      kind: 'request-failed',
      error: { status: 400, message: 'Simulated decline', data: { message: 'Simulated decline' } },
    });
  });

  it.each([
    ['PAYMENT_FAILED_ERROR', { paymentErrorMessage: 'Card expired' }, 'Card expired'],
    ['INELIGIBLE_PAYMENT_METHOD_ERROR', {}, 'Vendure: not eligible'],
    ['COUPON_REMOVED_DURING_CHECKOUT_ERROR', {}, 'Vendure: not eligible'],
    ['NO_ACTIVE_ORDER_ERROR', {}, 'Vendure: not eligible'],
  ])(
    'refuses on %s with its reason, and gives the order back to the cart',
    async (code, extra, message) => {
      const seen = shop(anErrorResultJson(code, 'Vendure: not eligible', extra));

      const refused = await payments().pay(card('4242424242424242'));

      expect(names(seen)).toContain('BackToCart');
      expect(!refused.ok && refused.error).toMatchObject({ error: { status: 400, message } });
    },
  );

  it("says why the order could not move to payment, in the move's own words", async () => {
    shop(anErrorResultJson('ORDER_PAYMENT_STATE_ERROR', 'Not arranging payment'), {
      arranging: {
        __typename: 'OrderStateTransitionError',
        errorCode: 'ORDER_STATE_TRANSITION_ERROR',
        transitionError:
          'Cannot transition Order to the "ArrangingPayment" state without a ShippingMethod',
        fromState: 'AddingItems',
      },
    });

    const refused = await payments().pay(card('4242424242424242'));

    expect(!refused.ok && refused.error).toMatchObject({
      error: { status: 400, message: expect.stringContaining('without a ShippingMethod') },
    });
  });

  it.each([
    ['an empty cart', { order: null }, {}, 'Order can not be empty.'],
    [
      'an order without lines',
      { order: { ...ORDER, totalQuantity: 0 } },
      {},
      'Order can not be empty.',
    ],
    [
      'no e-mail',
      { order: { ...ORDER, customer: null } },
      {},
      'No customer email address exists on this cart.',
    ],
    [
      'another order',
      {},
      { number: 'F'.repeat(16), email: 'guest@example.com' },
      'Can not find an order to pay.',
    ],
    [
      'the wrong e-mail',
      {},
      { number: ORDER.code, email: 'x@example.com' },
      'Email required to make payments on a completed order.',
    ],
    [
      'an unknown method',
      {},
      { gatewayId: 99 },
      'There is no gateway or payment source available for use with this order.',
    ],
    [
      'an ineligible method',
      { methods: [{ ...CARD_METHOD, isEligible: false }] },
      {},
      'There is no gateway or payment source available for use with this order.',
    ],
    [
      'a payment source',
      {},
      { gatewayId: undefined, paymentSourceId: 4 },
      'There is no gateway or payment source available for use with this order.',
    ],
  ])('refuses %s (400) without asking Vendure to pay', async (_case, context, request, message) => {
    const seen = shop(PAID, context);

    const refused = await payments().pay({ ...card('4242424242424242'), ...request });

    expect(names(seen)).toEqual(['PaymentContext']);
    expect(!refused.ok && refused.error).toMatchObject({ error: { status: 400, message } });
  });

  it("pays an order by its number with its e-mail when it is the session's", async () => {
    shop(PAID);

    const paid = await payments().pay({
      ...card('4242424242424242'),
      number: ORDER.code,
      email: 'guest@example.com',
    });

    expect(paid.ok && paid.value.order.number).toBe(ORDER.code);
  });

  it('pays with the method chosen on the cart when the request names none', async () => {
    const session = new VendureCartSession();
    const seen = shop(
      PAID,
      {},
      {
        ActiveCart: () =>
          anActiveCartJson(
            aVendureOrderJson({
              code: ORDER.code,
              shippingLines: [{ priceWithTax: 500, shippingMethod: { id: '1', code: 'standard' } }],
            }),
            {
              eligiblePaymentMethods: [CARD_METHOD],
            },
          ),
      },
    );
    await new VendureCartGateway(new VendureClient(craftClient()), session).updateCart({
      gatewayId: 3,
    });

    const paid = await payments(session).pay({});

    expect(paid.ok).toBe(true);
    expect(seen.find((request) => request.operationName === 'Pay')?.variables).toEqual({
      input: { method: 'card', metadata: {} },
    });
  });
});

describe('VendurePaymentsGateway: what Vendure lacks', () => {
  it('reports off-site completion and payment sources as absent (501)', async () => {
    const gateway = payments();

    for (const result of [
      await gateway.completePayment(),
      await gateway.addPaymentSource(),
      await gateway.setPrimaryPaymentSource(),
      await gateway.deletePaymentSource(),
    ]) {
      expect(!result.ok && result.error).toMatchObject({ error: { status: 501 } });
    }
  });
});
