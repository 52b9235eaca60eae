import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPurchasable,
  addPurchasables,
  applyCoupon,
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

describe('cart update commands', () => {
  it('add variants as [{id, qty, options}]', () => {
    fc.assert(
      fc.property(anyId, fc.integer({ min: 1, max: 99 }), anyOptions, (id, qty, options) => {
        expect(addPurchasable(id, qty, options)).toEqual({ add: [{ id, qty, options }] });
        expect(addPurchasable(id, qty)).toEqual({ add: [{ id, qty }] });
        expect(addPurchasables([{ id, qty }])).toEqual({ add: [{ id, qty }] });
      }),
    );
  });

  it('change lines keyed by id with qty, note and options; removal is quantity 0', () => {
    fc.assert(
      fc.property(anyId, anyLineItemChange, fc.nat(), (id, change, qty) => {
        expect(changeLineItem(id, change)).toEqual({ lines: { [id]: change } });
        expect(setLineItemQuantity(id, qty)).toEqual({ lines: { [id]: { qty } } });
        const removal = removeLineItem(id);
        expect(removal).toEqual({ lines: { [id]: { qty: 0 } } });
        expect(isRemoval({ qty: 0 })).toBe(true);
        expect(isRemoval(change)).toBe(change.qty === 0);
      }),
    );
  });

  it('say the order-level choices', () => {
    fc.assert(
      fc.property(fc.string(), anyId, fc.boolean(), (text, id, flag) => {
        expect(chooseShippingMethod(text)).toEqual({ shippingMethod: text });
        expect(chooseGateway(id)).toEqual({ gatewayId: id });
        expect(registerUserOnOrderComplete(flag)).toEqual({ registerOnOrderComplete: flag });
        expect(setCustomerNote(text)).toEqual({ customerNote: text });
        expect(setCartEmail(` ${text} `)).toEqual({ email: text.trim() });
        expect(clearNotices()).toEqual({ clearNotices: true });
      }),
    );
  });

  it('apply a trimmed coupon code; a blank one, like removing, is no coupon', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const trimmed = code.trim();
        expect(applyCoupon(code)).toEqual({ coupon: trimmed === '' ? null : trimmed });
      }),
    );
    expect(applyCoupon('  ')).toEqual({ coupon: null });
    expect(removeCoupon()).toEqual({ coupon: null });
  });

  it('change the address of one role', () => {
    fc.assert(
      fc.property(anyRole, anyId, fc.boolean(), anyAddress, (role, id, flag, address) => {
        expect(useSavedAddress(role, id)).toEqual({ [role]: { savedAddressId: id } });
        expect(useInlineAddress(role, address)).toEqual({ [role]: { address } });
        expect(makePrimaryAddress(role, flag)).toEqual({ [role]: { makePrimary: flag } });
        expect(saveAddressOnOrderComplete(role, flag)).toEqual({
          [role]: { saveOnOrderComplete: flag },
        });
      }),
    );
  });

  it('always say both same-as flags, at most one of them true', () => {
    fc.assert(
      fc.property(fc.option(anyRole, { nil: null }), (copiedTo) => {
        const update = copyAddress(copiedTo);
        expect(update).toEqual({
          billingSameAsShipping: copiedTo === 'billing',
          shippingSameAsBilling: copiedTo === 'shipping',
        });
        expect(checkCartUpdate(update).ok).toBe(true);
      }),
    );
  });

  describe('combining', () => {
    it('keeps every addition, merges line and address changes, later commands win', () => {
      fc.assert(
        fc.property(fc.array(anyUpdate, { maxLength: 6 }), (updates) => {
          const combined = combineCartUpdates(...updates);
          const added = updates.flatMap((update) => update.add ?? []);
          if (added.length > 0) expect(combined.add).toEqual(added);
          else expect(combined).not.toHaveProperty('add');
          for (const [id, change] of Object.entries(combined.lines ?? {})) {
            const changes = updates.flatMap((update) => update.lines?.[Number(id)] ?? []);
            expect(change).toEqual(Object.assign({}, ...changes));
          }
          for (const role of ['billing', 'shipping'] as const) {
            const changes = updates.flatMap((update) => update[role] ?? []);
            expect(combined[role]).toEqual(
              changes.length > 0 ? Object.assign({}, ...changes) : undefined,
            );
          }
          const lastCoupon = updates.filter((update) => 'coupon' in update).pop();
          expect(combined.coupon).toBe(lastCoupon?.coupon);
          const lastNote = updates.filter((update) => 'customerNote' in update).pop();
          expect(combined.customerNote).toBe(lastNote?.customerNote);
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
          const combined = combineCartUpdates(...updates);
          expect(checkCartUpdate(combined)).toEqual({ ok: true, value: combined });
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
      for (const id of [0, -3, 1.5]) {
        expect(checkCartUpdate(setLineItemQuantity(id, 1))).toEqual({
          ok: false,
          error: { kind: 'invalid-line-item', lineItemId: String(id) },
        });
      }
    });

    it('refuses both addresses copying each other', () => {
      expect(checkCartUpdate({ billingSameAsShipping: true, shippingSameAsBilling: true })).toEqual(
        { ok: false, error: { kind: 'conflicting-same-as-flags' } },
      );
    });
  });
});
