// One guest shopper's whole checkout over HTTP, as the storefront does it: a session, the line, the
// e-mail and address, then payments/pay with the dummy gateway's card form.
import { ShopClient } from './shop-session.ts';

export interface CheckoutOutcome {
  readonly paid: boolean;
  readonly status: number;
  readonly cartNumber: string;
  readonly message: string;
  readonly client: ShopClient;
}

const nextYear = String(new Date().getUTCFullYear() + 2);

export const TEST_CARD_SUCCEEDS = '4242424242424242';

const SHIPPING_ADDRESS = {
  fullName: 'Bench Shopper',
  addressLine1: '1 Main Street',
  locality: 'Springfield',
  administrativeArea: 'IL',
  postalCode: '62701',
  countryCode: 'US',
};

export async function prepareCart(baseUrl: string, purchasableId: number, shopper: number) {
  const client = new ShopClient(baseUrl);
  await client.start();
  const added = await client.post('/actions/commerce/cart/update-cart', {
    purchasableId,
    qty: 1,
    email: `shopper-${shopper}@example.test`,
    shippingAddress: SHIPPING_ADDRESS,
    billingAddressSameAsShipping: '1',
  });
  const body = (await added.json()) as { cart?: { number?: string }; message?: string };
  if (!added.ok || !body.cart?.number) {
    throw new Error(
      `shopper ${shopper} could not fill a cart: ${added.status} ${body.message ?? ''}`,
    );
  }
  return { client, cartNumber: body.cart.number };
}

export async function pay(
  prepared: { client: ShopClient; cartNumber: string },
  gatewayId: number,
  card = TEST_CARD_SUCCEEDS,
): Promise<CheckoutOutcome> {
  const response = await prepared.client.post('/actions/commerce/payments/pay', {
    gatewayId,
    paymentForm: {
      dummy: {
        firstName: 'Bench',
        lastName: 'Shopper',
        number: card,
        month: '12',
        year: nextYear,
        cvv: '123',
      },
    },
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return {
    paid: response.ok,
    status: response.status,
    cartNumber: prepared.cartNumber,
    message: body.message ?? '',
    client: prepared.client,
  };
}
