import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartAddressInput,
  updateCartBody,
} from '../../../../src/adapters/http/cart/craft-update-cart.body';
import {
  addPurchasable,
  applyCoupon,
  changeLineItem,
  chooseGateway,
  chooseShippingMethod,
  clearNotices,
  combineCartUpdates,
  copyAddress,
  makePrimaryAddress,
  registerUserOnOrderComplete,
  removeCoupon,
  saveAddressOnOrderComplete,
  setCartEmail,
  setCustomerNote,
  useInlineAddress,
  useSavedAddress,
} from '../../../../src/domain/cart/cart-update.rules';
import { anAddress } from '../../../support/address.mother';
import {
  anyAddress,
  anyId,
  anyLineItemChange,
  anyOptions,
  anyRole,
} from '../../../support/cart-update.arbitraries';

const capitalised = (role: 'billing' | 'shipping') => (role === 'billing' ? 'Billing' : 'Shipping');

describe("a cart update in update-cart's words", () => {
  it('adds purchasables as [{id, qty, options}] and changes lineItems keyed by id', () => {
    fc.assert(
      fc.property(anyId, fc.integer({ min: 1, max: 99 }), anyOptions, (id, qty, options) => {
        expect(updateCartBody(addPurchasable(id, qty, options))).toEqual({
          purchasables: [{ id, qty, options }],
        });
      }),
    );
    fc.assert(
      fc.property(anyId, anyLineItemChange, (id, change) => {
        expect(JSON.parse(JSON.stringify(updateCartBody(changeLineItem(id, change))))).toEqual(
          JSON.parse(JSON.stringify({ lineItems: { [String(id)]: change } })),
        );
      }),
    );
  });

  it('sends the order-level choices under their Craft names', () => {
    fc.assert(
      fc.property(fc.string(), anyId, fc.boolean(), (text, id, flag) => {
        expect(updateCartBody(chooseShippingMethod(text))).toEqual({ shippingMethodHandle: text });
        expect(updateCartBody(chooseGateway(id))).toEqual({ gatewayId: id });
        expect(updateCartBody(registerUserOnOrderComplete(flag))).toEqual({
          registerUserOnOrderComplete: flag,
        });
        expect(updateCartBody(setCustomerNote(text))).toEqual({ fields: { customerNote: text } });
        expect(updateCartBody(setCartEmail(` ${text} `))).toEqual({ email: text.trim() });
        expect(updateCartBody(clearNotices())).toEqual({ clearNotices: true });
      }),
    );
  });

  it("sends a trimmed coupon code; '' removes it", () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        expect(updateCartBody(applyCoupon(code))).toEqual({ couponCode: code.trim() });
      }),
    );
    expect(updateCartBody(removeCoupon())).toEqual({ couponCode: '' });
  });

  it('names the address parameters by role', () => {
    fc.assert(
      fc.property(anyRole, anyId, fc.boolean(), anyAddress, (role, id, flag, address) => {
        expect(updateCartBody(useSavedAddress(role, id))).toEqual({ [`${role}AddressId`]: id });
        expect(updateCartBody(useInlineAddress(role, address))).toEqual({
          [`${role}Address`]: cartAddressInput(address),
        });
        expect(updateCartBody(makePrimaryAddress(role, flag))).toEqual({
          [`makePrimary${capitalised(role)}Address`]: flag,
        });
        expect(updateCartBody(saveAddressOnOrderComplete(role, flag))).toEqual({
          [`save${capitalised(role)}AddressOnOrderComplete`]: flag,
        });
      }),
    );
  });

  it('always sends both same-as flags', () => {
    fc.assert(
      fc.property(fc.option(anyRole, { nil: null }), (copiedTo) => {
        expect(updateCartBody(copyAddress(copiedTo))).toEqual({
          billingAddressSameAsShipping: copiedTo === 'billing',
          shippingAddressSameAsBilling: copiedTo === 'shipping',
        });
      }),
    );
  });

  it('sends a combined update as one body with every part', () => {
    const address = anAddress();
    expect(
      updateCartBody(
        combineCartUpdates(
          useSavedAddress('shipping', 4),
          makePrimaryAddress('shipping', true),
          useInlineAddress('billing', address),
          saveAddressOnOrderComplete('billing', false),
          copyAddress(null),
          setCustomerNote('hi'),
          chooseGateway(2),
        ),
      ),
    ).toEqual({
      shippingAddressId: 4,
      makePrimaryShippingAddress: true,
      billingAddress: cartAddressInput(address),
      saveBillingAddressOnOrderComplete: false,
      billingAddressSameAsShipping: false,
      shippingAddressSameAsBilling: false,
      fields: { customerNote: 'hi' },
      gatewayId: 2,
    });
    expect(updateCartBody({})).toEqual({});
  });

  it('inline addresses carry the non-null attributes, custom ones under fields, never the id', () => {
    fc.assert(
      fc.property(anyAddress, (address) => {
        const input = cartAddressInput(address);
        expect(input).not.toHaveProperty('id');
        expect(input).not.toHaveProperty('isPrimaryBilling');
        for (const [key, value] of Object.entries(input)) {
          if (key === 'fields') continue;
          expect(value).toBe(address[key as keyof typeof address]);
        }
        for (const key of [
          'phoneNumber',
          'attention',
          'companyName',
          'businessId',
          'notes',
        ] as const) {
          expect(input.fields?.[key]).toBe(address[key] ?? undefined);
          expect(input).not.toHaveProperty(key);
        }
        if (address.title !== null) expect(input.title).toBe(address.title);
        else expect(input).not.toHaveProperty('title');
      }),
    );
  });

  it('sends no fields object when there are no custom attributes', () => {
    expect(cartAddressInput(anAddress())).not.toHaveProperty('fields');
    expect(cartAddressInput(anAddress({ id: 9, phoneNumber: '555', addressLine2: null }))).toEqual({
      title: 'Home',
      countryCode: 'US',
      administrativeArea: 'OR',
      locality: 'Portland',
      postalCode: '97201',
      addressLine1: '1 Main St',
      fullName: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      fields: { phoneNumber: '555' },
    });
  });
});
