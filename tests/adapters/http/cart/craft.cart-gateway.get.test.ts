import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CraftClient } from '../../../../src/adapters/http/client/craft-client';
import { CraftCartGateway } from '../../../../src/adapters/http/cart/craft.cart-gateway';
import { describeGatewayError } from '../../../../src/domain/http/gateway-error.rules';
import {
  aCraftAddressJson,
  aCraftCartJson,
  aCraftCartResponseJson,
  aCraftLineItemJson,
  aCraftShippingOptionJson,
  type Json,
} from '../../../support/craft-cart-json.mother';
import { useMswServer } from '../../../support/msw-server';

const ORIGIN = 'http://craft.test';
const server = useMswServer();

const gateway = () =>
  new CraftCartGateway(
    new CraftClient({ baseUrl: ORIGIN, fetch: (input, init) => globalThis.fetch(input, init) }),
  );

const serveCart = (body: Json, status = 200) =>
  server.use(
    http.get(`${ORIGIN}/actions/commerce/cart/get-cart`, () => HttpResponse.json(body, { status })),
  );

const cartFrom = async (cart: Json) => {
  serveCart(aCraftCartResponseJson(cart));
  const result = await gateway().getCart();
  if (!result.ok) throw new Error(`expected a cart, got ${JSON.stringify(result.error)}`);
  return result.value;
};

describe('CraftCartGateway.getCart', () => {
  it('maps an empty guest cart and ignores keys it does not know', async () => {
    const cart = await cartFrom(aCraftCartJson());

    expect(cart).toMatchObject({
      id: null,
      number: '0123456789abcdef0123456789abcdef',
      currency: 'USD',
      totalQty: 0,
      isEmpty: true,
      lineItems: [],
      shippingMethodHandle: null,
      availableShippingMethodOptions: [],
    });
    expect(cart).not.toHaveProperty('totalPriceAsCurrency');
  });

  it("maps Craft's totals, with totalShippingCost as totalShipping", async () => {
    const cart = await cartFrom(
      aCraftCartJson({
        id: 9,
        totalQty: 3,
        itemSubtotal: 37.5,
        itemTotal: 35,
        totalPrice: 40.25,
        totalPaid: 0,
        totalDiscount: -2.5,
        totalTax: 1.25,
        totalShippingCost: 4,
        lineItems: [aCraftLineItemJson({ qty: 3 })],
      }),
    );

    expect(cart).toMatchObject({
      id: 9,
      totalQty: 3,
      isEmpty: false,
      itemSubtotal: 37.5,
      itemTotal: 35,
      totalPrice: 40.25,
      totalDiscount: -2.5,
      totalTax: 1.25,
      totalShipping: 4,
    });
  });

  it('maps line items, their adjustments and empty options', async () => {
    const cart = await cartFrom(aCraftCartJson({ totalQty: 2, lineItems: [aCraftLineItemJson()] }));

    expect(cart.lineItems).toEqual([
      {
        id: 1,
        purchasableId: 11,
        qty: 2,
        note: '',
        options: {},
        price: 12.5,
        salePrice: 12.5,
        subtotal: 25,
        total: 22.5,
        description: 'Oak Dining Chair',
        sku: 'oak-dining-chair',
        adjustments: [
          {
            id: 7,
            name: 'Summer sale',
            description: '10% off',
            type: 'discount',
            amount: -2.5,
            included: false,
          },
        ],
        snapshot: { title: 'Oak Dining Chair' },
      },
    ]);
  });

  it('reads shipping options keyed by handle', async () => {
    const cart = await cartFrom(
      aCraftCartJson({
        shippingMethodHandle: 'express',
        availableShippingMethodOptions: {
          freeShipping: aCraftShippingOptionJson(),
          express: aCraftShippingOptionJson({
            handle: undefined,
            name: 'Express',
            price: 15,
            storeId: undefined,
          }),
        },
      }),
    );

    expect(cart.shippingMethodHandle).toBe('express');
    expect(cart.availableShippingMethodOptions).toEqual([
      { handle: 'freeShipping', name: 'Free Shipping', price: 0, enabled: true, storeId: 1 },
      { handle: 'express', name: 'Express', price: 15, enabled: true, storeId: null },
    ]);
  });

  it('reads shipping options given as a list', async () => {
    const cart = await cartFrom(
      aCraftCartJson({
        availableShippingMethodOptions: [aCraftShippingOptionJson({ enabled: false })],
      }),
    );

    expect(cart.availableShippingMethodOptions).toEqual([
      { handle: 'freeShipping', name: 'Free Shipping', price: 0, enabled: false, storeId: 1 },
    ]);
  });

  it('maps addresses and notices', async () => {
    const cart = await cartFrom(
      aCraftCartJson({
        billingAddressId: 5,
        billingAddress: aCraftAddressJson(),
        notices: [
          {
            id: 1,
            type: 'lineItemSalePriceChanged',
            attribute: 'lineItems',
            message: 'Price changed',
            orderId: 9,
          },
        ],
      }),
    );

    expect(cart.billingAddress).toMatchObject({
      id: 5,
      countryCode: 'US',
      locality: 'Portland',
      fullName: 'Ada Lovelace',
      phoneNumber: null,
      isPrimaryBilling: false,
    });
    expect(cart.shippingAddress).toBeNull();
    expect(cart.notices).toEqual([
      {
        id: 1,
        type: 'lineItemSalePriceChanged',
        attribute: 'lineItems',
        message: 'Price changed',
        orderId: 9,
      },
    ]);
  });

  it("reports a cart it cannot decode as 'Failed to parse cart response'", async () => {
    serveCart(aCraftCartResponseJson(aCraftCartJson({ totalQty: 'lots' })));

    const result = await gateway().getCart();

    if (result.ok) throw new Error('expected a failure');
    expect(result.error).toMatchObject({ kind: 'invalid-data', subject: 'cart' });
    expect(
      result.ok || result.error.kind !== 'invalid-data' ? [] : result.error.issues,
    ).toContainEqual(expect.stringContaining('cart.totalQty'));
    expect(describeGatewayError(result.error)).toBe('Failed to parse cart response');
  });

  it('passes on a failed request with the back-end message', async () => {
    serveCart({ message: 'Boom', error: 'Cart service unavailable' }, 503);

    const result = await gateway().getCart();

    if (result.ok) throw new Error('expected a failure');
    expect(describeGatewayError(result.error)).toBe(
      'Communication error: (503) Cart service unavailable',
    );
  });
});
