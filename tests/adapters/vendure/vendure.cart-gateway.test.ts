import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VendureCartGateway } from '../../../src/adapters/vendure/cart/vendure.cart-gateway';
import { VendureCartSession } from '../../../src/adapters/vendure/cart/vendure-cart-session';
import { VendureClient } from '../../../src/adapters/vendure/client/vendure-client';
import { craftClient } from '../../support/msw-craft';
import { useMswServer } from '../../support/msw-server';
import { answerShopApi, type Resolver } from '../../support/msw-vendure';
import {
  anActiveCartJson,
  anErrorResultJson,
  aShippingLineJson,
  aVendureOrderAddressJson,
  aVendureOrderJson,
  aVendureOrderLineJson,
  STANDARD_SHIPPING,
} from '../../support/vendure-json.mother';

const server = useMswServer();
const gateway = () =>
  new VendureCartGateway(new VendureClient(craftClient()), new VendureCartSession());

/** An order with its shipping chosen: the adapter leaves it as it is. */
const shippedOrder = (overrides: Record<string, unknown> = {}) =>
  aVendureOrderJson({
    shippingLines: [aShippingLineJson(STANDARD_SHIPPING)],
    totalWithTax: 5400,
    ...overrides,
  });

const shop = (resolvers: Record<string, Resolver>) =>
  answerShopApi(server, { ActiveCart: () => anActiveCartJson(shippedOrder()), ...resolvers });

describe('VendureCartGateway.getCart', () => {
  it("reads the order's one name as first and last names, as the order history does", async () => {
    shop({
      ActiveCart: () =>
        anActiveCartJson(
          shippedOrder({
            shippingAddress: aVendureOrderAddressJson({ fullName: 'Ada King Lovelace' }),
          }),
        ),
    });

    const cart = await gateway().getCart();

    expect(cart.ok && cart.value.shippingAddress).toMatchObject({
      fullName: 'Ada King Lovelace',
      firstName: 'Ada',
      lastName: 'King Lovelace',
    });
  });

  it("gives a session without an order an empty, unsaved cart in the channel's currency", async () => {
    shop({ ActiveCart: () => anActiveCartJson(null) });

    const cart = await gateway().getCart();

    expect(cart.ok && cart.value).toMatchObject({
      id: null,
      number: '',
      currency: 'EUR',
      lineItems: [],
      isEmpty: true,
      totalPrice: 0,
    });
  });

  it("maps the order: code as number, minor units as major, every discount as the cart's", async () => {
    shop({
      ActiveCart: () =>
        anActiveCartJson(
          shippedOrder({
            customer: { emailAddress: 'ada@example.com' },
            couponCodes: ['WELCOME10'],
            // 49 of hammers less 10%, and shipping of 5 made free by a promotion
            totalWithTax: 4410,
            shippingAddress: aVendureOrderAddressJson({ company: 'Analytical Ltd' }),
            lines: [
              aVendureOrderLineJson({
                discounts: [{ description: 'Welcome 10%', type: 'PROMOTION', amountWithTax: -490 }],
              }),
            ],
          }),
        ),
    });

    const result = await gateway().getCart();

    expect(result.ok && result.value).toMatchObject({
      id: 5,
      number: 'K6SQ7X5BUP9NCWWK',
      email: 'ada@example.com',
      couponCode: 'WELCOME10',
      shippingMethodHandle: 'standard',
      itemSubtotal: 49,
      totalShipping: 5,
      totalDiscount: -9.9,
      totalTax: 8.17,
      totalPrice: 44.1,
      totalQty: 2,
      billingAddress: null,
      billingSameAsShipping: false,
    });
    expect(result.ok && result.value.lineItems).toEqual([
      expect.objectContaining({
        id: 31,
        purchasableId: 11,
        qty: 2,
        price: 24.5,
        salePrice: 24.5,
        subtotal: 49,
        total: 49,
        sku: 'CH-450',
        description: 'Claw Hammer – Standard',
        adjustments: [expect.objectContaining({ name: 'Welcome 10%', amount: -4.9 })],
      }),
    ]);
    expect(result.ok && result.value.shippingAddress).toMatchObject({
      fullName: 'Ada Lovelace',
      addressLine1: '1 Main St',
      locality: 'Portland',
      administrativeArea: 'OR',
      postalCode: '97201',
      countryCode: 'US',
      organization: 'Analytical Ltd',
    });
    expect(result.ok && result.value.availableShippingMethodOptions).toEqual([
      { handle: 'express', name: 'Express', price: 15, enabled: true, storeId: null },
      { handle: 'standard', name: 'Standard', price: 5, enabled: true, storeId: null },
    ]);
  });

  it('reads an id Vendure gives that is not a whole number as invalid data', async () => {
    shop({ ActiveCart: () => anActiveCartJson(shippedOrder({ id: 'a1b2' })) });

    const result = await gateway().getCart();

    expect(!result.ok && result.error).toMatchObject({ kind: 'invalid-data', subject: 'cart' });
  });
});

describe('VendureCartGateway.addLine', () => {
  it('adds the variant and answers the cart', async () => {
    const seen = shop({ AddItem: () => ({ addItemToOrder: { __typename: 'Order' } }) });

    const added = await gateway().addLine(11, 2);

    expect(seen[0]).toMatchObject({ variables: { productVariantId: '11', quantity: 2 } });
    expect(added.ok && added.value).toMatchObject({ kind: 'added', cart: { totalQty: 2 } });
  });

  it('answers the cart with what went in when stock ran short', async () => {
    shop({
      AddItem: () => ({
        addItemToOrder: anErrorResultJson('INSUFFICIENT_STOCK_ERROR', 'Only 1 added', {
          quantityAvailable: 1,
        }),
      }),
      ActiveCart: () => anActiveCartJson(shippedOrder({ totalQuantity: 1 })),
    });

    const added = await gateway().addLine(11, 5);

    expect(added.ok && added.value).toMatchObject({ kind: 'added', cart: { totalQty: 1 } });
  });

  it('refuses an out-of-stock variant when none went in', async () => {
    shop({
      AddItem: () => ({
        addItemToOrder: anErrorResultJson('INSUFFICIENT_STOCK_ERROR', 'None added', {
          quantityAvailable: 0,
        }),
      }),
    });

    expect(await gateway().addLine(11, 1)).toEqual({
      ok: true,
      value: { kind: 'refused', reason: 'out-of-stock' },
    });
  });

  it('refuses a variant Vendure does not know (ENTITY_NOT_FOUND) as unavailable', async () => {
    shop({
      AddItem: () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'No ProductVariant', extensions: { code: 'ENTITY_NOT_FOUND' } }],
        }),
    });

    expect(await gateway().addLine(99, 1)).toEqual({
      ok: true,
      value: { kind: 'refused', reason: 'unavailable' },
    });
  });

  it.each(['ORDER_LIMIT_ERROR', 'NEGATIVE_QUANTITY_ERROR', 'ORDER_MODIFICATION_ERROR'])(
    'fails on %s with the cart as it stands and the reason on the line',
    async (errorCode) => {
      shop({
        AddItem: () => ({ addItemToOrder: anErrorResultJson(errorCode, 'No: ' + errorCode) }),
      });

      const added = await gateway().addLine(11, 1);

      expect(!added.ok && added.error).toMatchObject({
        kind: 'request-failed',
        error: {
          status: 400,
          message: 'Unable to update cart.',
          data: {
            cart: { number: 'K6SQ7X5BUP9NCWWK' },
            errors: { 'purchasables.0.qty': [`No: ${errorCode}`] },
          },
        },
      });
    },
  );

  it('gives an order without a shipping method the cheapest one it may use', async () => {
    let order = aVendureOrderJson();
    const seen = shop({
      AddItem: () => ({ addItemToOrder: { __typename: 'Order' } }),
      ActiveCart: () => anActiveCartJson(order),
      SetShippingMethod: () => {
        order = shippedOrder();
        return { setOrderShippingMethod: { __typename: 'Order' } };
      },
    });

    const added = await gateway().addLine(11, 2);

    expect(seen.find((request) => request.operationName === 'SetShippingMethod')).toMatchObject({
      variables: { shippingMethodId: ['1'] },
    });
    expect(added.ok && added.value.kind === 'added' && added.value.cart.shippingMethodHandle).toBe(
      'standard',
    );
  });
});

describe('VendureCartGateway: what Vendure lacks', () => {
  it('reports loading a cart by number and completing without payment as absent (501)', async () => {
    const carts = gateway();

    for (const result of [await carts.loadCart(), await carts.completeCart()]) {
      expect(!result.ok && result.error).toMatchObject({ error: { status: 501 } });
    }
  });

  it("ends a guest's session to forget the cart", async () => {
    const seen = shop({
      SignedIn: () => ({ activeCustomer: null }),
      EndGuestSession: () => ({ logout: { success: true } }),
    });

    expect((await gateway().forgetCart()).ok).toBe(true);
    expect(seen.map((request) => request.operationName)).toEqual(['SignedIn', 'EndGuestSession']);
  });

  it("leaves a signed-in customer's session (and order) as it is", async () => {
    const seen = shop({ SignedIn: () => ({ activeCustomer: { id: '3' } }) });

    expect((await gateway().forgetCart()).ok).toBe(true);
    expect(seen.map((request) => request.operationName)).toEqual(['SignedIn']);
  });
});
