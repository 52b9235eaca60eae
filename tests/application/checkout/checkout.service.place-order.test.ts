import { describe, expect, it } from 'vitest';
import { emptyCardDetails } from '../../../src/domain/payment/card-form.rules';
import type { CheckoutForm } from '../../../src/domain/checkout/checkout-form';
import { anAddress } from '../../support/address.mother';
import { firstVariantId } from '../../support/in-memory.backend';
import { current } from '../../support/observed';
import { servicesHarness } from '../../support/services.harness';

describe("CheckoutService: the gateway's message on a refused payment", () => {
  const card = (number: string) => ({
    dummy: { firstName: 'Ada', lastName: 'L', number, expiry: '12/2035', cvv: '123' },
  });

  it("keeps the gateway's message beside 'Payment failed', and forgets it on the next try", async () => {
    const { checkout, cart, backend } = servicesHarness();
    await cart.addItem(firstVariantId(backend.products), 1);
    await checkout.setEmail('guest@example.com');

    await checkout.pay({ gatewayId: 1, paymentForm: card('4111111111111111') });
    expect(current(checkout.error$)).toBe('Payment failed');
    expect(current(checkout.gatewayMessage$)).toBe('Dummy gateway payment failed.');
    expect(current(cart.totalItems$)).toBe(1);

    const paid = await checkout.pay({ gatewayId: 1, paymentForm: card('4242424242424242') });
    expect(paid.ok).toBe(true);
    expect(current(checkout.gatewayMessage$)).toBeNull();
    expect(current(checkout.error$)).toBeNull();
  });

  it('has no gateway message when the back-end could not be reached', async () => {
    const { checkout, cart, backend } = servicesHarness();
    await cart.addItem(firstVariantId(backend.products), 1);
    await checkout.setEmail('guest@example.com');
    backend.shop.offline = true;

    await checkout.pay({ gatewayId: 1, paymentForm: card('4242424242424242') });

    expect(current(checkout.error$)).toBe('Payment failed');
    expect(current(checkout.gatewayMessage$)).toBeNull();
  });
});

describe('CheckoutService.placeOrder', () => {
  const dummy = {
    id: 1,
    name: 'Card',
    handle: 'dummy',
    paymentType: 'purchase',
    sortOrder: 1,
    isArchived: false,
  };
  const form = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
    email: 'guest@example.com',
    shipping: { kind: 'new', address: anAddress({ id: null }), saveOnComplete: false },
    billing: null,
    customerNote: 'Leave at the door',
    registerOnComplete: true,
    gateway: dummy,
    card: {
      ...emptyCardDetails,
      firstName: 'Ada',
      lastName: 'L',
      number: '4242 4242 4242 4242',
      expiry: '12/2035',
      cvv: '123',
    },
    ...overrides,
  });

  it('sends the form in one update, then pays: the confirmation has the reference and e-mail', async () => {
    const { checkout, cart, backend } = servicesHarness();
    await cart.addItem(firstVariantId(backend.products), 1);
    const number = current(cart.cart$).number;

    const result = await checkout.placeOrder(form());

    expect(result.ok).toBe(true);
    expect(current(checkout.payment$)).toEqual({
      paymentCompleted: true,
      orderReference: number.slice(0, 7),
      orderCompletedEmail: 'guest@example.com',
    });
    expect(current(cart.cart$).isEmpty).toBe(true);
  });

  it('shows an invalid e-mail under its field and sends nothing', async () => {
    const { checkout, cart, backend } = servicesHarness();
    await cart.addItem(firstVariantId(backend.products), 1);

    const result = await checkout.placeOrder(form({ email: 'nope' }));

    expect(result.ok).toBe(false);
    expect(current(checkout.paymentErrors$).fields.email).toEqual([
      'Please enter a valid email address',
    ]);
    expect(current(cart.cart$).email).toBeNull();
    expect(current(checkout.paying$)).toBe(false);
  });

  it("keeps the cart when the card is declined and says 'Payment failed' with the gateway's words", async () => {
    const { checkout, cart, backend } = servicesHarness();
    await cart.addItem(firstVariantId(backend.products), 2);

    const result = await checkout.placeOrder(
      form({ card: { ...form().card, number: '4111 1111 1111 1111' } }),
    );

    expect(result.ok).toBe(false);
    expect(current(checkout.error$)).toBe('Payment failed');
    expect(current(checkout.gatewayMessage$)).toBe('Dummy gateway payment failed.');
    expect(current(cart.totalItems$)).toBe(2);
    expect(current(checkout.paying$)).toBe(false);
  });

  it('stops before paying when the update is refused', async () => {
    const { checkout, cart, backend } = servicesHarness();
    await cart.addItem(firstVariantId(backend.products), 1);
    backend.shop.offline = true;

    const result = await checkout.placeOrder(form());

    expect(result.ok).toBe(false);
    expect(current(checkout.error$)).toBe(
      'Unable to communicate with the server. Please check your connection and try again.',
    );
    expect(current(checkout.payment$).paymentCompleted).toBe(false);
    expect(current(checkout.paying$)).toBe(false);
  });
});
