// Acceptance 7: a guest checkout on bearer tokens, paid by the `card` method; a declined payment; and
// what the peer does with an EU address and an order over the free-shipping threshold.
import { type Check, expect, freshEmail } from './checks.ts';
import { shopClient, type ShopClient } from './shop-client.ts';

const ORDER = `__typename ... on Order { code state total totalWithTax shippingWithTax
  taxSummary { taxRate } } ... on ErrorResult { errorCode message }`;
type Order = {
  __typename: string;
  code: string;
  state: string;
  total: number;
  totalWithTax: number;
  shippingWithTax: number;
  taxSummary: { taxRate: number }[];
  errorCode?: string;
  message?: string;
  paymentErrorMessage?: string;
};

const variantId = async (client: ShopClient, slug: string) => {
  const { product } = await client.run<{ product: { variants: { id: string }[] } | null }>(
    'query ($slug: String!) { product(slug: $slug) { variants { id } } }',
    { slug },
  );
  const id = product?.variants[0]?.id;
  expect(id !== undefined, `no variant for ${slug}`);
  return id;
};

/** Runs an Order-answering mutation `call` (its variables declared in `signature`). */
const step = async (
  client: ShopClient,
  [signature, call]: readonly [string, string],
  variables: Record<string, unknown>,
) => {
  const { result } = await client.run<{ result: Order }>(
    `mutation ${signature} { result: ${call} { ${ORDER} } }`,
    variables,
  );
  expect(result.__typename === 'Order', `${call}: ${JSON.stringify(result)}`);
  return result;
};

const ADD = [
  '($id: ID!, $quantity: Int!)',
  'addItemToOrder(productVariantId: $id, quantity: $quantity)',
] as const;
const CUSTOMER = ['($input: CreateCustomerInput!)', 'setCustomerForOrder(input: $input)'] as const;
const ADDRESS = [
  '($input: CreateAddressInput!)',
  'setOrderShippingAddress(input: $input)',
] as const;
const SHIPPING = ['($ids: [ID!]!)', 'setOrderShippingMethod(shippingMethodId: $ids)'] as const;
const COUPON = ['($code: String!)', 'applyCouponCode(couponCode: $code)'] as const;
const TRANSITION = ['($state: String!)', 'transitionOrderToState(state: $state)'] as const;

/** A guest's cart up to the shipping method: returns the order and the shipping method codes. */
async function cartToShipping(client: ShopClient, quantity: number, countryCode: string) {
  const id = await variantId(client, 'claw-hammer-450');
  await step(client, ADD, { id, quantity });
  const customer = { emailAddress: freshEmail('guest'), firstName: 'Guest', lastName: 'Peer' };
  await step(client, CUSTOMER, { input: customer });
  const address = {
    fullName: 'Guest Peer',
    streetLine1: '1 Main St',
    city: 'Portland',
    countryCode,
  };
  await step(client, ADDRESS, { input: { ...address, province: 'OR', postalCode: '97214' } });
  const { eligibleShippingMethods: methods } = await client.run<{
    eligibleShippingMethods: { id: string; code: string }[];
  }>('{ eligibleShippingMethods { id code } }');
  const standard = methods.find((m) => m.code === 'standard');
  expect(!!standard, `shipping methods: ${methods.map((m) => m.code).join()}`);
  const order = await step(client, SHIPPING, { ids: [standard.id] });
  return { order, codes: methods.map((m) => m.code) };
}

const pay = (client: ShopClient, metadata: object) =>
  client.run<{ addPaymentToOrder: Order }>(
    `mutation ($metadata: JSON!) { addPaymentToOrder(input: { method: "card", metadata: $metadata }) {
      ${ORDER} ... on PaymentDeclinedError { paymentErrorMessage } } }`,
    { metadata },
  );

const paidCheckout: Check = {
  name: 'checkout: guest on bearer token, WELCOME10, card payment settles',
  async run({ peer }) {
    const client = shopClient(peer.shopApiUrl, 'bearer');
    const { order, codes } = await cartToShipping(client, 2, 'US');
    expect(codes.includes('express'), `shipping methods: ${codes.join()}`);
    const coupon = await step(client, COUPON, { code: 'WELCOME10' });
    expect(
      coupon.totalWithTax < order.totalWithTax,
      `WELCOME10: ${order.totalWithTax} → ${coupon.totalWithTax}`,
    );
    await step(client, TRANSITION, { state: 'ArrangingPayment' });
    const paid = (await pay(client, {})).addPaymentToOrder;
    expect(paid.state === 'PaymentSettled', `payment: ${JSON.stringify(paid)}`);
    return (
      `${paid.code}: methods ${codes.join(', ')}; ${order.totalWithTax} → WELCOME10 ` +
      `${coupon.totalWithTax} (shipping ${order.shippingWithTax}, US tax ${order.taxSummary.map((t) => t.taxRate).join('/')} %); ${paid.state}`
    );
  },
};

const declinedPayment: Check = {
  name: 'declined payment (shouldDecline); EU address taxed; free shipping over $150',
  async run({ peer }) {
    const client = shopClient(peer.shopApiUrl, 'bearer');
    const { order } = await cartToShipping(client, 7, 'DE');
    expect(order.shippingWithTax === 0, `shipping over $150: ${order.shippingWithTax}`);
    const rates = order.taxSummary.map((t) => t.taxRate);
    expect(rates.includes(20), `DE tax rates: ${rates.join()}`);
    await step(client, TRANSITION, { state: 'ArrangingPayment' });
    const declined = (await pay(client, { shouldDecline: true })).addPaymentToOrder;
    expect(
      declined.errorCode === 'PAYMENT_DECLINED_ERROR',
      `declined: ${JSON.stringify(declined)}`,
    );
    const { activeOrder } = await client.run<{ activeOrder: { state: string } | null }>(
      '{ activeOrder { state } }',
    );
    expect(activeOrder?.state === 'ArrangingPayment', `after decline: ${activeOrder?.state}`);
    return (
      `${order.code}: total ${order.total} + tax = ${order.totalWithTax} (DE ${rates.join('/')} %), ` +
      `shipping ${order.shippingWithTax}; ${declined.__typename} ${declined.errorCode} ` +
      `"${declined.message}" (paymentErrorMessage "${declined.paymentErrorMessage}"); ` +
      `order stays ${activeOrder.state}`
    );
  },
};

export const CHECKOUT_CHECKS: readonly Check[] = [paidCheckout, declinedPayment];
