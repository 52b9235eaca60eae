import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TEXT_FIELDS,
  type AddressFields,
  type AddressTextField,
} from '../../src/domain/addresses/address.ts';
import type { CartAddressState, OrderAddress } from '../../src/domain/cart/cart.ts';
import {
  addressFieldsOf,
  BOTH_SAME_AS_ERROR,
  type CartAddressCommand,
  setCartAddresses,
  zoneAddressOf,
} from '../../src/domain/cart/cart-address.rules.ts';
import { NO_ADDRESSES } from '../../src/domain/cart/cart.rules.ts';

const word = fc.stringMatching(/^[A-Z][a-z]{1,12}$/);

/** A valid US address (the country's required fields filled, a five-digit ZIP). */
const usAddress = fc
  .record({
    fullName: word,
    addressLine1: word.map((w) => `1 ${w} St`),
    locality: word,
    administrativeArea: fc.constantFrom('CA', 'OR', 'NY', 'TX'),
    postalCode: fc.stringMatching(/^\d{5}$/),
  })
  .map((fields) => ({ ...fields, countryCode: 'US' }));

/** Every attribute null but the given ones. */
const fieldsOf = (given: { readonly [K in AddressTextField]?: string }): AddressFields => {
  const fields: Record<string, string | null> = {};
  for (const field of ADDRESS_TEXT_FIELDS) fields[field] = given[field] ?? null;
  return {
    ...(fields as Record<AddressTextField, string | null>),
    countryCode: given.countryCode ?? 'US',
    latitude: null,
    longitude: null,
  };
};

const bookAddress = fc
  .tuple(usAddress, fc.integer({ min: 1, max: 10_000 }))
  .map(([fields, id]) => ({ ...fieldsOf(fields), title: 'Home', id }));

const orderAddress = (id: number | null, fields: AddressFields): OrderAddress => ({
  ...addressFieldsOf(fields),
  id,
  uid: id === null ? null : `uid-${id}`,
  dateCreated: null,
  dateUpdated: null,
});

const command = (overrides: Partial<CartAddressCommand> = {}): CartAddressCommand => ({
  clearShippingAddress: false,
  clearBillingAddress: false,
  shippingAddressSameAsBilling: false,
  billingAddressSameAsShipping: false,
  ...overrides,
});

const noBook = { shipping: null, billing: null };

describe('update-cart address rules', () => {
  it('an address-book address is copied onto the order: same fields, the order’s own identity', () => {
    fc.assert(
      fc.property(bookAddress, fc.option(fc.integer({ min: 1, max: 99 })), (book, existingId) => {
        const cart: CartAddressState = {
          ...NO_ADDRESSES,
          shippingAddress: existingId === null ? null : orderAddress(existingId, book),
        };
        const { state, errors } = setCartAddresses(cart, command({ shippingAddressId: book.id }), {
          shipping: book,
          billing: null,
        });
        expect(errors).toEqual({});
        expect(state.sourceShippingAddressId).toBe(book.id);
        expect(state.shippingAddress?.id).toBe(existingId);
        expect({ ...addressFieldsOf(state.shippingAddress!), title: null }).toEqual({
          ...addressFieldsOf(book),
          title: null,
        });
        expect(state.shippingAddress?.title).toBe('Shipping Address');
        expect(zoneAddressOf(state.shippingAddress)).toEqual({
          countryCode: 'US',
          administrativeArea: book.administrativeArea,
        });
      }),
    );
  });

  it('billing same as shipping copies the fields but keeps the two addresses apart', () => {
    fc.assert(
      fc.property(usAddress, fc.integer({ min: 1, max: 99 }), (fields, billingId) => {
        const cart: CartAddressState = {
          ...NO_ADDRESSES,
          billingAddress: orderAddress(billingId, fieldsOf(fields)),
        };
        const { state, errors } = setCartAddresses(
          cart,
          command({ shippingAddress: fields, billingAddressSameAsShipping: true }),
          noBook,
        );
        expect(errors).toEqual({});
        expect(state.billingSameAsShipping).toBe(true);
        expect(state.billingAddress?.id).toBe(billingId);
        expect(state.shippingAddress?.id).toBeNull();
        expect(state.billingAddress?.addressLine1).toBe(fields.addressLine1);
        expect(state.billingAddress?.title).toBe('Billing Address');
      }),
    );
  });

  it('inline fields that do not validate leave the order’s address untouched and name the side', () => {
    fc.assert(
      fc.property(
        usAddress,
        fc.constantFrom<'shipping' | 'billing'>('shipping', 'billing'),
        (fields, side) => {
          const current = orderAddress(7, fieldsOf(fields));
          const cart: CartAddressState = { ...NO_ADDRESSES, [`${side}Address`]: current };
          const { state, errors } = setCartAddresses(
            cart,
            command({ [`${side}Address`]: { postalCode: 'ABCDE' } }),
            noBook,
          );
          expect(Object.keys(errors)).toEqual([`${side}Address.postalCode`]);
          expect(state[`${side}Address`]).toEqual(current);
        },
      ),
    );
  });

  it('both same-as flags are an error; clearing wins over everything else', () => {
    fc.assert(
      fc.property(usAddress, (fields) => {
        const both = setCartAddresses(
          NO_ADDRESSES,
          command({
            shippingAddress: fields,
            shippingAddressSameAsBilling: true,
            billingAddressSameAsShipping: true,
          }),
          noBook,
        );
        expect(both.errors.shippingSameAsBilling).toEqual([BOTH_SAME_AS_ERROR]);
        const filled = setCartAddresses(
          NO_ADDRESSES,
          command({ shippingAddress: fields }),
          noBook,
        ).state;
        const cleared = setCartAddresses(
          filled,
          command({ clearShippingAddress: true, shippingAddress: fields }),
          noBook,
        ).state;
        expect(cleared.shippingAddress).toBeNull();
        expect(cleared.sourceShippingAddressId).toBeNull();
      }),
    );
  });
});
