import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCardDetails } from '../../../src/domain/payment/card-form.rules';
import type { AddressChoice, CheckoutForm } from '../../../src/domain/checkout/checkout-form';
import { checkoutCartUpdate } from '../../../src/domain/checkout/checkout-form.rules';
import { err } from '../../../src/domain/shared/result';
import { anAddress } from '../../support/address.mother';

const gateway = {
  id: 2,
  name: 'Pay by invoice',
  handle: 'manual',
  paymentType: 'authorize',
  sortOrder: 2,
  isArchived: false,
};
const aForm = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
  email: null,
  shipping: { kind: 'saved', addressId: 7, makePrimary: false },
  billing: null,
  customerNote: '',
  registerOnComplete: false,
  gateway,
  card: emptyCardDetails,
  ...overrides,
});

const anyChoice: fc.Arbitrary<AddressChoice> = fc.oneof(
  fc.record({
    kind: fc.constant('saved' as const),
    addressId: fc.integer({ min: 1 }),
    makePrimary: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('new' as const),
    address: fc.string().map((locality) => anAddress({ locality })),
    saveOnComplete: fc.boolean(),
  }),
);

describe('checkoutCartUpdate', () => {
  it('refuses a missing or invalid guest e-mail before anything is sent', () => {
    expect(checkoutCartUpdate(aForm({ email: ' ' }))).toEqual(
      err({ kind: 'required', field: 'email' }),
    );
    expect(checkoutCartUpdate(aForm({ email: 'nope' }))).toEqual(
      err({ kind: 'invalid-email', field: 'email' }),
    );
  });

  it("sends a guest's e-mail and registration choice, never a customer's", () => {
    fc.assert(
      fc.property(fc.boolean(), (register) => {
        const guest = checkoutCartUpdate(
          aForm({ email: ' a@example.com ', registerOnComplete: register }),
        );
        expect(guest.ok && guest.value).toMatchObject({
          email: 'a@example.com',
          registerOnOrderComplete: register,
        });
        const customer = checkoutCartUpdate(aForm({ registerOnComplete: register }));
        expect(customer.ok && 'email' in customer.value).toBe(false);
        expect(customer.ok && 'registerOnOrderComplete' in customer.value).toBe(false);
      }),
    );
  });

  it('copies shipping to billing, or sends both addresses and no copy', () => {
    fc.assert(
      fc.property(anyChoice, fc.option(anyChoice, { nil: null }), (shipping, billing) => {
        const result = checkoutCartUpdate(aForm({ shipping, billing }));
        if (!result.ok) throw new Error('expected an update');
        const update = result.value;
        expect(update.billingSameAsShipping).toBe(billing === null);
        expect(update.shippingSameAsBilling).toBe(false);
        if (shipping.kind === 'saved') {
          expect(update.shipping).toEqual({
            savedAddressId: shipping.addressId,
            makePrimary: shipping.makePrimary,
          });
        } else {
          expect(update.shipping).toEqual({
            address: shipping.address,
            saveOnOrderComplete: shipping.saveOnComplete,
          });
        }
        if (billing === null) {
          expect(update.billing).toBeUndefined();
        } else if (billing.kind === 'saved') {
          expect(update.billing).toEqual({
            savedAddressId: billing.addressId,
            makePrimary: billing.makePrimary,
          });
        } else {
          expect(update.billing).toEqual({
            address: billing.address,
            saveOnOrderComplete: billing.saveOnComplete,
          });
        }
      }),
    );
  });

  it('sends the trimmed note and the chosen gateway', () => {
    const result = checkoutCartUpdate(aForm({ customerNote: '  ring twice ' }));
    expect(result.ok && result.value).toMatchObject({
      customerNote: 'ring twice',
      gatewayId: 2,
    });
  });
});
