import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPurchasable,
  addPurchasables,
  applyCoupon,
  cartAddressInput,
  changeLineItem,
  checkCartUpdate,
  chooseGateway,
  chooseShippingMethod,
  clearNotices,
  combineCartUpdates,
  copyAddress,
  isRemoval,
  makePrimaryAddress,
  registerUserOnOrderComplete,
  removeCoupon,
  removeLineItem,
  saveAddressOnOrderComplete,
  setCartEmail,
  setCustomerNote,
  setLineItemQuantity,
  useInlineAddress,
  useSavedAddress,
} from '../../../src/domain/cart/cart-update.rules';
import {
  anyAddress,
  anyId,
  anyLineItemChange,
  anyOptions,
  anyRole,
  anyUpdate,
} from '../../support/cart-update.arbitraries';
import { anAddress } from '../../support/address.mother';

const capitalised = (role: 'billing' | 'shipping') => (role === 'billing' ? 'Billing' : 'Shipping');

describe('update-cart commands', () => {
  it('add purchasables as [{id, qty, options}]', () => {
    fc.assert(
      fc.property(anyId, fc.integer({ min: 1, max: 99 }), anyOptions, (id, qty, options) => {
        expect(addPurchasable(id, qty, options)).toEqual({ purchasables: [{ id, qty, options }] });
        expect(addPurchasable(id, qty)).toEqual({ purchasables: [{ id, qty }] });
        expect(addPurchasables([{ id, qty }])).toEqual({ purchasables: [{ id, qty }] });
      }),
    );
  });

  it('change lines keyed by id with qty, note and options; removal is quantity 0', () => {
    fc.assert(
      fc.property(anyId, anyLineItemChange, fc.nat(), (id, change, qty) => {
        expect(changeLineItem(id, change)).toEqual({ lineItems: { [String(id)]: change } });
        expect(setLineItemQuantity(id, qty)).toEqual({ lineItems: { [String(id)]: { qty } } });
        const removal = removeLineItem(id);
        expect(removal).toEqual({ lineItems: { [String(id)]: { qty: 0 } } });
        expect(isRemoval({ qty: 0 })).toBe(true);
        expect(isRemoval(change)).toBe(change.qty === 0);
      }),
    );
  });

  it('send the order-level choices under their Craft names', () => {
    fc.assert(
      fc.property(fc.string(), anyId, fc.boolean(), (text, id, flag) => {
        expect(chooseShippingMethod(text)).toEqual({ shippingMethodHandle: text });
        expect(chooseGateway(id)).toEqual({ gatewayId: id });
        expect(registerUserOnOrderComplete(flag)).toEqual({ registerUserOnOrderComplete: flag });
        expect(setCustomerNote(text)).toEqual({ fields: { customerNote: text } });
        expect(setCartEmail(` ${text} `)).toEqual({ email: text.trim() });
        expect(clearNotices()).toEqual({ clearNotices: true });
      }),
    );
  });

  it("apply a trimmed coupon code; '' removes it", () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        expect(applyCoupon(code)).toEqual({ couponCode: code.trim() });
      }),
    );
    expect(removeCoupon()).toEqual({ couponCode: '' });
  });

  it('name the address parameters by role', () => {
    fc.assert(
      fc.property(anyRole, anyId, fc.boolean(), anyAddress, (role, id, flag, address) => {
        const input = cartAddressInput(address);
        expect(useSavedAddress(role, id)).toEqual({ [`${role}AddressId`]: id });
        expect(useInlineAddress(role, input)).toEqual({ [`${role}Address`]: input });
        expect(makePrimaryAddress(role, flag)).toEqual({
          [`makePrimary${capitalised(role)}Address`]: flag,
        });
        expect(saveAddressOnOrderComplete(role, flag)).toEqual({
          [`save${capitalised(role)}AddressOnOrderComplete`]: flag,
        });
      }),
    );
  });

  it('always send both same-as flags, at most one of them true', () => {
    fc.assert(
      fc.property(fc.option(anyRole, { nil: null }), (copiedTo) => {
        const body = copyAddress(copiedTo);
        expect(body).toEqual({
          billingAddressSameAsShipping: copiedTo === 'billing',
          shippingAddressSameAsBilling: copiedTo === 'shipping',
        });
        expect(checkCartUpdate(body).ok).toBe(true);
      }),
    );
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

  describe('combining', () => {
    it('keeps every purchasable, merges line changes and fields, later commands win', () => {
      fc.assert(
        fc.property(fc.array(anyUpdate, { maxLength: 6 }), (updates) => {
          const body = combineCartUpdates(...updates);
          const purchasables = updates.flatMap((update) => update.purchasables ?? []);
          if (purchasables.length > 0) expect(body.purchasables).toEqual(purchasables);
          else expect(body).not.toHaveProperty('purchasables');
          for (const [id, change] of Object.entries(body.lineItems ?? {})) {
            const changes = updates.flatMap((update) => update.lineItems?.[id] ?? []);
            expect(change).toEqual(Object.assign({}, ...changes));
          }
          const lastCoupon = updates.filter((update) => 'couponCode' in update).pop();
          expect(body.couponCode).toBe(lastCoupon?.couponCode);
          const notes = updates.filter((update) => update.fields !== undefined);
          expect(body.fields).toEqual(
            notes.length > 0 ? Object.assign({}, ...notes.map((u) => u.fields)) : undefined,
          );
        }),
      );
      expect(combineCartUpdates()).toEqual({});
    });

    it('is what each command alone says when there is one', () => {
      fc.assert(
        fc.property(anyUpdate, (update) => {
          expect(combineCartUpdates(update)).toEqual(update);
        }),
      );
    });
  });

  describe('checking', () => {
    it('accepts what the builders make from sound numbers', () => {
      fc.assert(
        fc.property(fc.array(anyUpdate, { maxLength: 5 }), (updates) => {
          const body = combineCartUpdates(...updates);
          expect(checkCartUpdate(body)).toEqual({ ok: true, value: body });
        }),
      );
    });

    it('refuses adding no or part of an item, and bad ids', () => {
      fc.assert(
        fc.property(
          anyId,
          fc.oneof(
            fc.integer({ max: 0 }),
            fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
          ),
          (id, qty) => {
            expect(checkCartUpdate(addPurchasable(id, qty))).toEqual({
              ok: false,
              error: { kind: 'invalid-quantity', qty },
            });
          },
        ),
      );
      fc.assert(
        fc.property(fc.integer({ max: 0 }), (id) => {
          expect(checkCartUpdate(addPurchasable(id, 1))).toEqual({
            ok: false,
            error: { kind: 'invalid-purchasable', id },
          });
        }),
      );
    });

    it('refuses negative line quantities and line keys that are not ids', () => {
      fc.assert(
        fc.property(anyId, fc.integer({ max: -1 }), (id, qty) => {
          expect(checkCartUpdate(setLineItemQuantity(id, qty))).toEqual({
            ok: false,
            error: { kind: 'invalid-quantity', qty },
          });
        }),
      );
      expect(checkCartUpdate({ lineItems: { abc: { qty: 1 } } })).toEqual({
        ok: false,
        error: { kind: 'invalid-line-item', lineItemId: 'abc' },
      });
    });

    it('refuses both addresses copying each other', () => {
      expect(
        checkCartUpdate({ billingAddressSameAsShipping: true, shippingAddressSameAsBilling: true }),
      ).toEqual({ ok: false, error: { kind: 'conflicting-same-as-flags' } });
    });
  });
});
