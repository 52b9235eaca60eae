import { describe, expect, it } from 'vitest';
import { emptyCardDetails } from '../../../src/domain/payment/card-form.rules';
import type { AddressChoice, CheckoutForm } from '../../../src/domain/checkout/checkout-form';
import { anAddress } from '../../support/address.mother';
import { deferred } from '../../support/deferred';
import { firstVariantId } from '../../support/in-memory.backend';
import { current } from '../../support/observed';
import { servicesHarness } from '../../support/services.harness';

const typedIn = (overrides: Parameters<typeof anAddress>[0] = {}): AddressChoice => ({
  kind: 'new',
  address: anAddress({ id: null, ...overrides }),
  saveOnComplete: false,
});

const form = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
  email: 'guest@example.com',
  shipping: typedIn(),
  billing: null,
  customerNote: '',
  registerOnComplete: false,
  gateway: {
    id: 1,
    name: 'Card',
    handle: 'dummy',
    paymentType: 'purchase',
    sortOrder: 1,
    isArchived: false,
  },
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

const withItem = async () => {
  const harness = servicesHarness();
  await harness.cart.addItem(firstVariantId(harness.backend.products), 1);
  return harness;
};

describe('CheckoutService.submitOrder: typed-in addresses are checked before the order', () => {
  it('places the order when the tax service accepts the typed-in address', async () => {
    const { checkout } = await withItem();

    const result = await checkout.submitOrder(form());

    expect(result.ok).toBe(true);
    expect(current(checkout.payment$).paymentCompleted).toBe(true);
    expect(current(checkout.addressProblems$)).toEqual({ shipping: [], billing: [] });
  });

  it("stops the order with the service's Error messages for each refused address", async () => {
    const { checkout, cart } = await withItem();

    const result = await checkout.submitOrder(
      form({ shipping: typedIn({ countryCode: 'FR' }), billing: typedIn({ addressLine1: '' }) }),
    );

    const problems = {
      shipping: ['The country is not supported for validation.'],
      billing: ['The address is not deliverable.'],
    };
    expect(current(checkout.addressProblems$)).toEqual(problems);
    expect(result).toEqual({ ok: false, error: { kind: 'addresses-refused', problems } });
    expect(current(checkout.payment$).paymentCompleted).toBe(false);
    expect(current(checkout.error$)).toBeNull();
    expect(current(cart.totalItems$)).toBe(1);
  });

  it('lets the shopper go on with their address when the tax service cannot be reached', async () => {
    const { checkout, backend } = await withItem();
    backend.taxValidator.goOffline();

    const result = await checkout.submitOrder(form());

    expect(result.ok).toBe(true);
  });

  it('does not check saved addresses', async () => {
    const { checkout, backend } = await withItem();
    let checks = 0;
    const validate = backend.taxValidator.validateAddress.bind(backend.taxValidator);
    backend.taxValidator.validateAddress = (request) => {
      checks += 1;
      return validate(request);
    };

    await checkout.submitOrder(
      form({ shipping: { kind: 'saved', addressId: 5, makePrimary: false }, billing: typedIn() }),
    );

    expect(checks).toBe(1);
  });

  it('forgets the problems once the address is put right', async () => {
    const { checkout } = await withItem();
    await checkout.submitOrder(form({ shipping: typedIn({ countryCode: 'FR' }) }));

    await checkout.submitOrder(form());

    expect(current(checkout.addressProblems$)).toEqual({ shipping: [], billing: [] });
  });

  it('shows that it is checking, and never submits twice at once', async () => {
    const { checkout, backend } = await withItem();
    const gate = deferred<undefined>();
    const validate = backend.taxValidator.validateAddress.bind(backend.taxValidator);
    backend.taxValidator.validateAddress = async (request) => {
      await gate.promise;
      return validate(request);
    };

    const first = checkout.submitOrder(form());
    expect(current(checkout.checkingAddresses$)).toBe(true);
    expect((await checkout.submitOrder(form())).ok).toBe(false);
    gate.resolve(undefined);

    expect((await first).ok).toBe(true);
    expect(current(checkout.checkingAddresses$)).toBe(false);
  });
});
