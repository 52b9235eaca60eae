// VendureCartGateway: what it refuses before sending, what the cart keeps, and whose cart it is.
import { describe, expect, it } from 'vitest';
import { VendureCartGateway } from '../../../src/adapters/vendure/cart/vendure.cart-gateway';
import { VendureCartSession } from '../../../src/adapters/vendure/cart/vendure-cart-session';
import { VendureClient } from '../../../src/adapters/vendure/client/vendure-client';
import { combineCartUpdates } from '../../../src/domain/cart/cart-update.rules';
import { anAddress } from '../../support/address.mother';
import { craftClient } from '../../support/msw-craft';
import { useMswServer } from '../../support/msw-server';
import { answerShopApi, type GraphqlRequest, type Resolver } from '../../support/msw-vendure';
import {
  anActiveCartJson,
  anErrorResultJson,
  aShippingLineJson,
  aVendureOrderJson,
  STANDARD_SHIPPING,
} from '../../support/vendure-json.mother';

const server = useMswServer();
const gateway = () =>
  new VendureCartGateway(new VendureClient(craftClient()), new VendureCartSession());

const shippedOrder = (overrides: Record<string, unknown> = {}) =>
  aVendureOrderJson({
    shippingLines: [aShippingLineJson(STANDARD_SHIPPING)],
    totalWithTax: 5400,
    ...overrides,
  });

/** Every UpdateCart field answers an Order unless `results` says otherwise (by alias). */
const shop = (
  results: Record<string, unknown> = {},
  resolvers: Record<string, Resolver> = {},
): GraphqlRequest[] =>
  answerShopApi(server, {
    ActiveCart: () => anActiveCartJson(shippedOrder({ couponCodes: ['OLD5'] })),
    UpdateCart: (variables) => {
      const aliases = new Set(Object.keys(variables).map((name) => name.split('_')[0] ?? ''));
      return Object.fromEntries(
        [...aliases].map((alias) => [alias, results[alias] ?? { __typename: 'Order' }]),
      );
    },
    ...resolvers,
  });

const updateRequest = (seen: readonly GraphqlRequest[]) =>
  seen.find((request) => request.operationName === 'UpdateCart');

describe('VendureCartGateway.updateCart: refused before sending', () => {
  it.each([
    [{ billingSameAsShipping: true, shippingSameAsBilling: true }, 'billingAddressSameAsShipping'],
    [{ email: 'nope' }, 'email'],
    [{ customerNote: 'Leave it at the door' }, 'customerNote'],
    [{ registerOnOrderComplete: true }, 'registerUserOnOrderComplete'],
    [{ lines: { 31: { note: 'gift' } } }, 'lineItems.31'],
    [{ add: [{ id: 11, qty: 1, options: { colour: 'red' } }] }, 'purchasables.0.options'],
    [
      { billing: { address: anAddress(), saveOnOrderComplete: true } },
      'saveBillingAddressOnOrderComplete',
    ],
    [{ shipping: { address: anAddress({ countryCode: null }) } }, 'shippingAddress.countryCode'],
    [{ billing: { address: anAddress({ addressLine1: ' ' }) } }, 'billingAddress.addressLine1'],
    [{ shipping: { savedAddressId: 1 } }, 'shippingAddressId'],
    [{ gatewayId: 7 }, 'gatewayId'],
  ] as const)('refuses %o on %s, sending nothing', async (update, field) => {
    const seen = shop();

    const result = await gateway().updateCart(update);

    expect(updateRequest(seen)).toBeUndefined();
    expect(!result.ok && result.error).toMatchObject({
      error: {
        status: 400,
        data: { cart: { number: 'K6SQ7X5BUP9NCWWK' }, errors: { [field]: [expect.any(String)] } },
      },
    });
  });

  it('sends an empty note, and a note-free line change, as nothing to refuse', async () => {
    shop();

    const result = await gateway().updateCart(
      combineCartUpdates({ customerNote: '  ' }, { lines: { 31: { qty: 2, note: '' } } }),
    );

    expect(result.ok).toBe(true);
  });

  it('tells a guest to sign in for the address book, and a customer that it is not theirs', async () => {
    shop(
      {},
      {
        ActiveCart: () => anActiveCartJson(shippedOrder(), { activeCustomer: { addresses: [] } }),
      },
    );

    const result = await gateway().updateCart({ billing: { savedAddressId: 9 } });

    expect(!result.ok && result.error).toMatchObject({
      error: { data: { errors: { billingAddressId: ['Address 9 is not in your address book.'] } } },
    });
  });
});

describe('VendureCartGateway: what the cart keeps that the order does not', () => {
  it('keeps notices until cleared, and the chosen payment method', async () => {
    shop(
      {},
      {
        ActiveCart: ({ paymentMethods }) =>
          anActiveCartJson(
            shippedOrder(),
            paymentMethods === true
              ? { eligiblePaymentMethods: [{ id: '3', code: 'card', isEligible: true }] }
              : {},
          ),
      },
    );
    const carts = gateway();

    await carts.updateCart({ shippingMethod: 'teleport' });
    const kept = await carts.getCart();
    const chosen = await carts.updateCart({ gatewayId: 3, clearNotices: true });

    expect(kept.ok && kept.value.notices).toHaveLength(1);
    expect(chosen.ok && chosen.value).toMatchObject({ gatewayId: 3, notices: [] });
  });

  it('starts afresh for another order', async () => {
    let code = 'FIRSTORDER000001';
    shop({}, { ActiveCart: () => anActiveCartJson(shippedOrder({ code })) });
    const carts = gateway();

    await carts.updateCart({ shippingMethod: 'teleport' });
    code = 'SECONDORDER00002';
    const next = await carts.getCart();

    expect(next.ok && next.value.notices).toEqual([]);
  });
});

describe('VendureCartGateway: a session sees its own cart only', () => {
  it("carries this session's cart, never another's, in a refusal", async () => {
    const ordersBySession: Record<string, string> = {
      a: 'SESSIONAORDER001',
      b: 'SESSIONBORDER002',
    };
    answerShopApi(server, {
      ActiveCart: (_variables, request) => {
        const session = /vendure-shop-session=(\w)/.exec(request.headers.get('cookie') ?? '')?.[1];
        const code = ordersBySession[session ?? ''];
        return anActiveCartJson(code === undefined ? null : shippedOrder({ code }));
      },
      UpdateCart: () => ({ p0: anErrorResultJson('ORDER_LIMIT_ERROR', 'Too many') }),
    });
    const visitor = (session: string) =>
      new VendureCartGateway(
        new VendureClient(
          craftClient((input, init) => {
            const headers = new Headers(init?.headers);
            headers.set('cookie', `vendure-shop-session=${session}`);
            return globalThis.fetch(input, { ...init, headers });
          }),
        ),
        new VendureCartSession(),
      );

    const refusal = await visitor('a').updateCart({ add: [{ id: 11, qty: 99 }] });

    const body = JSON.stringify(!refusal.ok && refusal.error);
    expect(body).toContain('SESSIONAORDER001');
    expect(body).not.toContain('SESSIONBORDER002');
  });
});
