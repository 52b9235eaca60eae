// Audit F10: the cart JSON is as wide as Craft Commerce's Order::toArray (reference §3.8): the cart's own
// customer as Craft's serialized user, and the order, line item, shipping option and adjustment keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dummyCard, gatewayIdOf } from '../support/dummy-card.mother.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

const UPDATE = '/actions/commerce/cart/update-cart';
const GET = '/actions/commerce/cart/get-cart';
const PAY = '/actions/commerce/payments/pay';

const STORED_MONEY = [
  'storedTotal',
  'storedTotalPrice',
  'storedTotalPaid',
  'storedItemTotal',
  'storedItemSubtotal',
  'storedTotalShippingCost',
  'storedTotalDiscount',
  'storedTotalTax',
  'storedTotalTaxIncluded',
];

describe('the cart JSON as wide as Order::toArray', () => {
  let t: TestApp;
  let variantId: number;
  let dummyId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const product = await aProduct(t.db.db, { variants: [{ stock: null, priceMinor: 2_000 }] });
    variantId = product.variants[0]!.id;
    dummyId = await gatewayIdOf(t.db.db, 'dummy');
  });
  afterAll(() => t.close());

  it('a signed-in customer’s cart carries that customer as Craft’s user', async () => {
    const { customer, v } = await aSignedInCustomer(t.app, t.deps);
    await v.post(UPDATE, { purchasableId: variantId, qty: 1 });
    const { cart } = (await v.get(GET)).json();
    expect(cart.customerId).toBe(customer.id);
    expect(cart.customer).toMatchObject({
      id: customer.id,
      uid: customer.uid,
      email: customer.email,
      status: 'active',
      isCurrent: true,
      password: null,
    });
  });

  it('a guest’s cart has no customer', async () => {
    const v = visitor(t.app);
    await v.post(UPDATE, { purchasableId: variantId, qty: 1, email: 'guest@example.test' });
    expect((await v.get(GET)).json().cart.customer).toBeNull();
  });

  it('a guest registered by the checkout gets their new account as the paid order’s customer', async () => {
    const v = visitor(t.app);
    const email = `registers${Date.now().toString(36)}@example.test`;
    await v.post(UPDATE, {
      purchasableId: variantId,
      qty: 1,
      email,
      registerUserOnOrderComplete: true,
    });
    const res = await v.post(PAY, {
      gatewayId: dummyId,
      paymentForm: { dummy: dummyCard('4242424242424242') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { cart } = res.json();
    expect(cart.customerId).toEqual(expect.any(Number));
    expect(cart.customer).toMatchObject({
      id: cart.customerId,
      email,
      status: 'pending',
      isCurrent: false,
    });
    // The paid order's payment state, in every form.
    expect(cart).toMatchObject({
      totalPaid: cart.totalPrice,
      totalPaidAsCurrency: cart.totalPriceAsCurrency,
      storedTotalPaid: cart.totalPrice,
      storedTotalPaidAsCurrency: cart.totalPriceAsCurrency,
      outstandingBalance: 0,
      outstandingBalanceAsCurrency: '$0.00',
    });
  });

  it('has Craft’s order keys, with the stored totals of the saved cart', async () => {
    const v = visitor(t.app);
    const unsaved = (await v.get(GET)).json().cart;
    for (const key of STORED_MONEY) {
      expect(unsaved[key], key).toBeNull();
      expect(unsaved[`${key}AsCurrency`], key).toBe('$0.00');
    }
    expect(unsaved.storedTotalQty).toBeNull();

    const { cart } = (
      await v.post(UPDATE, { purchasableId: variantId, qty: 2, couponCode: 'WELCOME10' })
    ).json();
    expect(cart).toMatchObject({
      uid: null,
      returnUrl: null,
      cancelUrl: null,
      message: null,
      orderStatusId: null,
      lastIp: null,
      orderLanguage: 'en-US',
      orderSiteId: 1,
      suppressEmails: false,
      storedTotalPrice: cart.totalPrice,
      storedTotalPriceAsCurrency: cart.totalPriceAsCurrency,
      storedItemSubtotal: 40,
      storedTotalDiscount: -4,
      storedTotalQty: 2,
      totalSaleAmount: cart.totalPromotionalAmount,
      totalSaleAmountAsCurrency: cart.totalPromotionalAmountAsCurrency,
    });
  });

  it('has Craft’s line item, shipping option and adjustment keys', async () => {
    const v = visitor(t.app);
    const { cart } = (
      await v.post(UPDATE, { purchasableId: variantId, qty: 2, couponCode: 'WELCOME10' })
    ).json();
    const [line] = cart.lineItems;
    expect(line).toMatchObject({
      uid: null,
      length: 0,
      height: 0,
      width: 0,
      taxCategoryId: 1,
      shippingCategoryId: 1,
      lineItemStatusId: null,
      fulfilledTotalQuantity: 0,
    });
    const [discount] = line.adjustments;
    expect(discount).toMatchObject({ id: null, type: 'discount', amount: -4 });
    expect(discount).not.toHaveProperty('index');
    for (const adjustment of cart.orderAdjustments) expect(adjustment).not.toHaveProperty('index');

    const standard = cart.availableShippingMethodOptions.standard;
    expect(standard).toMatchObject({
      handle: 'standard',
      dateCreated: null,
      dateUpdated: null,
      shippingMethod: {
        id: standard.id,
        name: 'Standard',
        handle: 'standard',
        enabled: true,
        storeId: 1,
        dateCreated: null,
        dateUpdated: null,
      },
    });
  });
});
