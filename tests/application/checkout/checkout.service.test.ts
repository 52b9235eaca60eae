import { describe, expect, it } from 'vitest';
import { noPayment } from '../../../src/domain/payment/payment.rules';
import { err } from '../../../src/domain/shared/result';
import { anAddress } from '../../support/address.mother';
import { firstVariantId } from '../../support/in-memory.backend';
import { current } from '../../support/observed';
import { servicesHarness, signedIn } from '../../support/services.harness';

const GOOD_CARD = {
  dummy: {
    firstName: 'Ada',
    lastName: 'L',
    number: '4242424242424242',
    expiry: '12/2035',
    cvv: '123',
  },
};
const DECLINED_CARD = { dummy: { ...GOOD_CARD.dummy, number: '4111111111111111' } };

const withItems = async () => {
  const harness = servicesHarness();
  await harness.cart.addItem(firstVariantId(harness.backend.products), 2);
  return harness;
};

describe('CheckoutService steps', () => {
  it("sets a guest's e-mail on the cart", async () => {
    const { checkout, cart } = await withItems();

    expect((await checkout.setEmail(' guest@example.com ')).ok).toBe(true);
    expect(current(cart.cart$).email).toBe('guest@example.com');
  });

  it('refuses an invalid e-mail before sending it', async () => {
    const { checkout } = await withItems();

    expect(await checkout.setEmail('nope')).toEqual(err({ kind: 'invalid-email', field: 'email' }));
    expect(current(checkout.error$)).toBe('Please enter a valid email address');
  });

  it('uses a saved address and makes it primary', async () => {
    const harness = servicesHarness();
    await signedIn(harness);
    await harness.cart.addItem(firstVariantId(harness.backend.products), 1);
    const saved = harness.backend.shop.signedIn()?.addresses[0];

    await harness.checkout.useSavedAddress('shipping', saved?.id ?? 0, true);

    expect(current(harness.cart.cart$).shippingAddress).toMatchObject({ locality: 'Portland' });
    expect(harness.backend.shop.signedIn()?.addresses[0]?.isPrimaryShipping).toBe(true);
  });

  it('uses an address typed in, copies it to billing, and keeps site fields', async () => {
    const { checkout, cart } = await withItems();

    await checkout.useInlineAddress(
      'shipping',
      anAddress({ phoneNumber: '555-0100', locality: 'Eugene' }),
      true,
    );
    await checkout.sameAs('billing');

    expect(current(cart.cart$)).toMatchObject({
      shippingAddress: { locality: 'Eugene', phoneNumber: '555-0100' },
      billingAddress: { locality: 'Eugene' },
      billingSameAsShipping: true,
    });
  });

  it('chooses shipping method, gateway, note and registration', async () => {
    const { checkout, cart } = await withItems();

    await checkout.chooseShippingMethod('express');
    await checkout.chooseGateway(2);
    await checkout.setCustomerNote('Leave at the door');
    await checkout.registerOnOrderComplete(true);

    expect(current(cart.cart$)).toMatchObject({
      shippingMethodHandle: 'express',
      gatewayId: 2,
      totalShipping: 15,
    });
  });

  it('shows why a step failed', async () => {
    const { checkout, backend } = await withItems();
    backend.shop.offline = true;

    expect((await checkout.chooseShippingMethod('standard')).ok).toBe(false);
    expect(current(checkout.error$)).toBe(
      'Unable to communicate with the server. Please check your connection and try again.',
    );
  });

  it('lists the gateways a shopper may choose, in order', async () => {
    const { checkout } = servicesHarness();

    await checkout.loadGateways();

    expect(current(checkout.gateways$).data?.map((gateway) => gateway.handle)).toEqual([
      'dummy',
      'manual',
    ]);
  });

  it("says 'Failed to get enabled gateways' when they cannot be read", async () => {
    const { checkout, backend } = servicesHarness();
    backend.content.goOffline();

    await checkout.loadGateways();

    expect(current(checkout.gateways$).error).toBe('Failed to get enabled gateways');
  });
});

describe('CheckoutService payment', () => {
  it('pays: the flag is set, the reference and e-mail kept, and a new cart starts', async () => {
    const { checkout, cart } = await withItems();
    await checkout.setEmail('guest@example.com');
    const number = current(cart.cart$).number;

    const result = await checkout.pay({ gatewayId: 1, paymentForm: GOOD_CARD });

    expect(result.ok).toBe(true);
    expect(current(checkout.payment$)).toEqual({
      paymentCompleted: true,
      orderReference: number.slice(0, 7),
      orderCompletedEmail: 'guest@example.com',
    });
    expect(current(cart.cart$).isEmpty).toBe(true);
    expect(current(checkout.paying$)).toBe(false);
  });

  it("says 'Payment failed' and keeps the cart and the card's field errors", async () => {
    const { checkout, cart } = await withItems();
    await checkout.setEmail('guest@example.com');

    const declined = await checkout.pay({ gatewayId: 1, paymentForm: DECLINED_CARD });
    const invalid = await checkout.pay({ gatewayId: 1, paymentForm: { dummy: { number: '123' } } });

    expect(declined).toEqual(err({ kind: 'payment-failed' }));
    expect(invalid).toEqual(err({ kind: 'payment-failed' }));
    expect(current(checkout.error$)).toBe('Payment failed');
    expect(current(checkout.paymentErrors$).fields.number).toEqual([
      'Not a valid credit card number.',
    ]);
    expect(current(cart.totalItems$)).toBe(2);
    expect(current(checkout.payment$)).toEqual(noPayment);
  });

  it("says 'Payment completion failed' for an unknown transaction", async () => {
    const { checkout } = servicesHarness();

    expect(await checkout.completePayment('nope')).toEqual(
      err({ kind: 'payment-completion-failed' }),
    );
    expect(current(checkout.error$)).toBe('Payment completion failed');
  });

  it('completes a payment after an off-site gateway', async () => {
    const { checkout, backend } = await withItems();
    await checkout.setEmail('guest@example.com');
    await checkout.pay({ gatewayId: 2 });
    const [hash] = [...backend.shop.transactions.keys()];

    expect(await checkout.completePayment(hash ?? '')).toEqual({ ok: true, value: null });
    // The completed order's confirmation shows, as after an on-site payment.
    expect(current(checkout.payment$)).toMatchObject({ paymentCompleted: true });
    expect(current(checkout.payment$).orderReference).not.toBeNull();
  });

  it('places an order without payment only where the store allows it', async () => {
    const { checkout } = await withItems();

    expect((await checkout.placeOrderWithoutPayment()).ok).toBe(false);
    expect(current(checkout.error$)).toBe(
      'Communication error: You must make a payment to complete the order.',
    );
  });

  it('forgets the confirmation once shown', async () => {
    const { checkout } = await withItems();
    await checkout.setEmail('guest@example.com');
    await checkout.pay({ gatewayId: 2 });

    checkout.resetPayment();

    expect(current(checkout.payment$)).toEqual(noPayment);
  });
});
