import { describe, expect, it } from 'vitest';
import { VendureCartGateway } from '../../../src/adapters/vendure/cart/vendure.cart-gateway';
import { VendureCartSession } from '../../../src/adapters/vendure/cart/vendure-cart-session';
import { VendureClient } from '../../../src/adapters/vendure/client/vendure-client';
import { copyAddress } from '../../../src/domain/cart/cart-update.rules';
import { anAddress } from '../../support/address.mother';
import { craftClient } from '../../support/msw-craft';
import { useMswServer } from '../../support/msw-server';
import { answerShopApi, type GraphqlRequest, type Resolver } from '../../support/msw-vendure';
import {
  anActiveCartJson,
  anErrorResultJson,
  aShippingLineJson,
  aVendureOrderAddressJson,
  aVendureOrderJson,
  EXPRESS_SHIPPING,
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

describe('VendureCartGateway.updateCart: one mutation for the whole update', () => {
  it("sends the update's parts as aliased fields, in Craft's order, after reading what they need", async () => {
    const seen = shop();

    const result = await gateway().updateCart({
      add: [{ id: 11, qty: 2 }],
      lines: { 31: { qty: 4 }, 32: { qty: 0 } },
      coupon: 'WELCOME10',
      email: ' ada@example.com ',
      shipping: { address: anAddress({ id: null, addressLine2: 'Flat 2' }) },
      billingSameAsShipping: true,
      shippingMethod: 'express',
    });

    expect(result.ok).toBe(true);
    expect(seen.map((request) => request.operationName)).toEqual([
      'ActiveCart',
      'UpdateCart',
      'ActiveCart',
    ]);
    const update = updateRequest(seen);
    const fields = [...(update?.query ?? '').matchAll(/^\s+(p\d+): (\w+)\(/gm)].map(
      ([, alias, field]) => `${alias}:${field}`,
    );
    expect(fields).toEqual([
      'p0:addItemToOrder',
      'p1:adjustOrderLine',
      'p2:removeOrderLine',
      'p3:removeCouponCode',
      'p4:applyCouponCode',
      'p5:setCustomerForOrder',
      'p6:setOrderShippingAddress',
      'p7:setOrderBillingAddress',
      'p8:setOrderShippingMethod',
    ]);
    const address = {
      fullName: 'Ada Lovelace',
      streetLine1: '1 Main St',
      streetLine2: 'Flat 2',
      city: 'Portland',
      province: 'OR',
      postalCode: '97201',
      countryCode: 'US',
    };
    expect(update?.variables).toEqual({
      p0_productVariantId: '11',
      p0_quantity: 2,
      p1_orderLineId: '31',
      p1_quantity: 4,
      p2_orderLineId: '32',
      p3_couponCode: 'OLD5',
      p4_couponCode: 'WELCOME10',
      p5_input: { emailAddress: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      p6_input: address,
      p7_input: address,
      p8_shippingMethodId: [EXPRESS_SHIPPING.id],
    });
    expect(update?.query).toContain('mutation UpdateCart($p0_productVariantId: ID!');
  });

  it('reads nothing first for an update that needs nothing read', async () => {
    const seen = shop();

    await gateway().updateCart({ add: [{ id: 11, qty: 1 }] });

    expect(seen.map((request) => request.operationName)).toEqual(['UpdateCart', 'ActiveCart']);
  });

  it('removes the coupon codes the order has for a null coupon', async () => {
    const seen = shop();

    await gateway().updateCart({ coupon: null });

    expect(updateRequest(seen)?.variables).toEqual({ p0_couponCode: 'OLD5' });
  });

  it("copies the order's own shipping address to billing when only the flag is sent", async () => {
    const seen = shop(
      {},
      {
        ActiveCart: () =>
          anActiveCartJson(
            shippedOrder({ shippingAddress: aVendureOrderAddressJson({ city: 'Bend' }) }),
          ),
      },
    );

    await gateway().updateCart(copyAddress('billing'));

    expect(updateRequest(seen)?.query).toContain('p0: setOrderBillingAddress');
    expect(updateRequest(seen)?.variables).toMatchObject({ p0_input: { city: 'Bend' } });
  });

  it("sends a saved address's fields, and makes it the default one on request", async () => {
    const book = {
      addresses: [
        {
          id: '8',
          fullName: 'Ada Lovelace',
          company: null,
          streetLine1: '2 Side St',
          streetLine2: null,
          city: 'Salem',
          province: 'OR',
          postalCode: '97301',
          phoneNumber: '555',
          country: { code: 'US' },
        },
      ],
    };
    const seen = shop(
      {},
      {
        ActiveCart: ({ addressBook }) =>
          anActiveCartJson(shippedOrder(), addressBook === true ? { activeCustomer: book } : {}),
      },
    );

    const result = await gateway().updateCart({
      shipping: { savedAddressId: 8, makePrimary: true },
    });

    expect(result.ok).toBe(true);
    expect(seen[0]?.variables).toEqual({ addressBook: true });
    expect(updateRequest(seen)?.variables).toEqual({
      p0_input: {
        fullName: 'Ada Lovelace',
        streetLine1: '2 Side St',
        city: 'Salem',
        province: 'OR',
        postalCode: '97301',
        phoneNumber: '555',
        countryCode: 'US',
      },
      p1_input: { id: '8', defaultShippingAddress: true },
    });
  });
});

describe('VendureCartGateway.updateCart: shipping methods', () => {
  it('keeps an eligible method in place of an unknown one, with a notice', async () => {
    const seen = shop();

    const result = await gateway().updateCart({ shippingMethod: 'teleport' });

    expect(updateRequest(seen)).toBeUndefined();
    expect(result.ok && result.value.shippingMethodHandle).toBe('standard');
    expect(result.ok && result.value.notices).toEqual([
      expect.objectContaining({ type: 'shippingMethodChanged', orderId: 5 }),
    ]);
  });

  it('sets the cheapest eligible method in place of an unknown one when the order has none', async () => {
    const seen = shop({}, { ActiveCart: () => anActiveCartJson(aVendureOrderJson()) });

    await gateway().updateCart({ shippingMethod: 'teleport' });

    expect(updateRequest(seen)?.variables).toEqual({ p0_shippingMethodId: [STANDARD_SHIPPING.id] });
  });
});

describe('VendureCartGateway.updateCart: ErrorResults', () => {
  it.each([
    ['COUPON_CODE_INVALID_ERROR', 'Coupon removed: Coupon not valid.'],
    ['COUPON_CODE_EXPIRED_ERROR', 'Coupon removed: Discount is out of date.'],
    ['COUPON_CODE_LIMIT_ERROR', 'Coupon removed: Discount use has reached its limit.'],
  ])("answers %s with the cart and Craft's coupon notice", async (errorCode, message) => {
    shop({ p1: anErrorResultJson(errorCode, 'Vendure says no') });

    const result = await gateway().updateCart({ clearNotices: true, coupon: 'NOPE' });

    expect(result.ok && result.value.notices).toEqual([
      { id: null, type: 'invalidCouponRemoved', attribute: 'couponCode', message, orderId: 5 },
    ]);
  });

  it("skips a signed-in customer's e-mail (AlreadyLoggedInError)", async () => {
    shop({ p0: anErrorResultJson('ALREADY_LOGGED_IN_ERROR', 'Already logged in') });

    expect((await gateway().updateCart({ email: 'ada@example.com' })).ok).toBe(true);
  });

  it('answers stock that ran short with the cart and a notice', async () => {
    const short = anErrorResultJson('INSUFFICIENT_STOCK_ERROR', 'Only 1 added', {
      quantityAvailable: 1,
    });
    shop({ p0: short });

    const result = await gateway().updateCart({ add: [{ id: 11, qty: 5 }] });

    expect(result.ok && result.value.notices).toEqual([
      expect.objectContaining({ type: 'lineItemMaxStockReached', message: 'Only 1 added' }),
    ]);
  });

  it.each([
    ['INSUFFICIENT_STOCK_ERROR', { add: [{ id: 11, qty: 1 }] }, 'purchasables.0.qty'],
    ['NEGATIVE_QUANTITY_ERROR', { lines: { 31: { qty: 2 } } }, 'lineItems.31.qty'],
    ['ORDER_LIMIT_ERROR', { add: [{ id: 11, qty: 99 }] }, 'purchasables.0.qty'],
    ['ORDER_MODIFICATION_ERROR', { lines: { 31: { qty: 0 } } }, 'lineItems.31.qty'],
    ['ORDER_INTERCEPTOR_ERROR', { add: [{ id: 11, qty: 1 }] }, 'purchasables.0.qty'],
    ['EMAIL_ADDRESS_CONFLICT_ERROR', { email: 'ada@example.com' }, 'email'],
    ['GUEST_CHECKOUT_ERROR', { email: 'ada@example.com' }, 'email'],
    ['NO_ACTIVE_ORDER_ERROR', { shipping: { address: anAddress() } }, 'shippingAddress'],
    ['INELIGIBLE_SHIPPING_METHOD_ERROR', { shippingMethod: 'standard' }, 'shippingMethodHandle'],
  ] as const)(
    'refuses the update on %s: 400, the field, the cart as it now stands',
    async (errorCode, update, field) => {
      shop({ p0: anErrorResultJson(errorCode, `Vendure: ${errorCode}`) });

      const result = await gateway().updateCart(update);

      expect(!result.ok && result.error).toMatchObject({
        kind: 'request-failed',
        error: {
          status: 400,
          message: 'Unable to update cart.',
          endpoint: 'shop-api#UpdateCart',
          data: {
            cart: { number: 'K6SQ7X5BUP9NCWWK', totalQty: 2 },
            modelName: 'cart',
            message: 'Unable to update cart.',
            errors: { [field]: [`Vendure: ${errorCode}`] },
          },
        },
      });
    },
  );
});
