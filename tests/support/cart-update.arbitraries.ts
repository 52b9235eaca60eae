import fc from 'fast-check';
import type { Address } from '../../src/domain/address/address';
import type { AddressRole, CartUpdate, LineItemChange } from '../../src/domain/cart/cart-update';
import { anAddress } from './address.mother';

export const anyRole: fc.Arbitrary<AddressRole> = fc.constantFrom('billing', 'shipping');
export const anyId = fc.integer({ min: 1, max: 1_000_000 });
export const anyOptions = fc.dictionary(
  fc.string().filter((key) => key !== '__proto__'),
  fc.jsonValue(),
  { maxKeys: 3 },
);

export const anyLineItemChange: fc.Arbitrary<LineItemChange> = fc.record(
  { qty: fc.nat({ max: 50 }), note: fc.string(), options: anyOptions },
  { requiredKeys: [] },
);

const maybeText = fc.option(fc.string(), { nil: null });

export const anyAddress: fc.Arbitrary<Address> = fc
  .record({
    id: fc.option(anyId, { nil: null }),
    title: maybeText,
    countryCode: maybeText,
    locality: maybeText,
    addressLine1: maybeText,
    addressLine2: maybeText,
    fullName: maybeText,
    phoneNumber: maybeText,
    attention: maybeText,
    companyName: maybeText,
    notes: maybeText,
  })
  .map((overrides) => anAddress(overrides));

const anyAddressUpdate = fc.record(
  {
    savedAddressId: anyId,
    address: anyAddress,
    makePrimary: fc.boolean(),
    saveOnOrderComplete: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** Any update the builders can produce, as a list of small commands. */
export const anyUpdate: fc.Arbitrary<CartUpdate> = fc.oneof(
  fc
    .array(fc.record({ id: anyId, qty: fc.integer({ min: 1, max: 20 }) }), {
      minLength: 1,
      maxLength: 3,
    })
    .map((add) => ({ add })),
  fc.dictionary(anyId.map(String), anyLineItemChange, { minKeys: 1, maxKeys: 3 }).map((lines) => ({
    lines,
  })),
  fc.string().map((shippingMethod) => ({ shippingMethod })),
  anyId.map((gatewayId) => ({ gatewayId })),
  fc.option(fc.string(), { nil: null }).map((coupon) => ({ coupon })),
  fc.string().map((customerNote) => ({ customerNote })),
  fc.boolean().map((registerOnOrderComplete) => ({ registerOnOrderComplete })),
  anyAddressUpdate.map((billing) => ({ billing })),
  anyAddressUpdate.map((shipping) => ({ shipping })),
  fc.constant({ clearNotices: true as const }),
);
