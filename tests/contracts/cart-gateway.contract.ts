import { afterEach, beforeEach, describe, expect } from 'vitest';
import { INVALID_COUPON_NOTICE } from '../../src/domain/cart/cart-notices.rules';
import {
  addPurchasable,
  applyCoupon,
  removeLineItem,
  setLineItemQuantity,
} from '../../src/domain/cart/cart-update.rules';
import type { CartGateway } from '../../src/ports/cart-gateway';
import { anAddress } from '../support/address.mother';
import { caseFor, failureOf, type Missing, statusOf, valueOf } from './contract-helpers';

export interface CartGatewaySubject {
  readonly carts: CartGateway;
  /** a variant id the catalog sells */
  readonly purchasableId: number;
  readonly cleanup?: () => Promise<void>;
}

/** `numbering`: a cart has Craft's 32-hex number before it is saved (Vendure numbers orders later). */
export type CartCase = 'read' | 'numbering' | 'update' | 'load' | 'forget' | 'complete';

/** What every honest CartGateway does, for one new visitor each time. */
export const describeCartGatewayContract = (
  name: string,
  make: () => Promise<CartGatewaySubject>,
  missing?: Missing<CartCase>,
): void => {
  describe(`CartGateway contract: ${name}`, () => {
    let subject: CartGatewaySubject;
    const test = caseFor(missing);

    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test('read', 'gives a new visitor an empty cart with zero totals', async () => {
      const cart = valueOf(await subject.carts.getCart());

      expect(cart.isEmpty).toBe(true);
      expect(cart.lineItems).toEqual([]);
      expect(cart.currency).toMatch(/^[A-Z]{3}$/);
      for (const total of [
        cart.itemSubtotal,
        cart.itemTotal,
        cart.totalPrice,
        cart.totalPaid,
        cart.totalDiscount,
        cart.totalTax,
        cart.totalShipping,
      ]) {
        expect(total).toBe(0);
      }
    });

    test('numbering', "numbers a new visitor's empty cart with 32 hex digits", async () => {
      expect(valueOf(await subject.carts.getCart()).number).toMatch(/^[0-9a-f]{32}$/);
    });

    // Craft mints a new number on every read until the cart is first saved, so an unsaved cart's
    // number is not promised to stay; what is promised is that it is not saved yet.
    test(
      'read',
      "keeps a new visitor's empty cart unsaved (no id) however often it is read",
      async () => {
        for (let read = 0; read < 3; read += 1) {
          const cart = valueOf(await subject.carts.getCart());
          expect(cart.id).toBeNull();
          expect(cart.isEmpty).toBe(true);
        }
      },
    );

    test('update', 'adds an item: the cart is saved and counts it', async () => {
      const cart = valueOf(
        await subject.carts.updateCart(addPurchasable(subject.purchasableId, 2)),
      );

      expect(cart.id).not.toBeNull();
      expect(cart.totalQty).toBe(2);
      expect(cart.isEmpty).toBe(false);
      expect(cart.lineItems).toEqual([
        expect.objectContaining({ purchasableId: subject.purchasableId, qty: 2 }),
      ]);
      expect(cart.totalPrice).toBeGreaterThan(0);
      expect(valueOf(await subject.carts.getCart()).number).toBe(cart.number);
    });

    test('update', 'adds one line on its own: the cart it answers holds it', async () => {
      const added = valueOf(await subject.carts.addLine(subject.purchasableId, 2));

      expect(added.kind).toBe('added');
      const lines = added.kind === 'added' ? added.cart.lineItems : [];
      expect(lines).toEqual([
        expect.objectContaining({ purchasableId: subject.purchasableId, qty: 2 }),
      ]);
    });

    test('update', 'adds to the existing line when the same item is added again', async () => {
      valueOf(await subject.carts.updateCart(addPurchasable(subject.purchasableId, 1)));

      const cart = valueOf(
        await subject.carts.updateCart(addPurchasable(subject.purchasableId, 2)),
      );

      expect(cart.lineItems).toHaveLength(1);
      expect(cart.lineItems[0]?.qty).toBe(3);
    });

    test('update', 'changes a quantity, and removes a line at quantity 0', async () => {
      const added = valueOf(
        await subject.carts.updateCart(addPurchasable(subject.purchasableId, 1)),
      );
      const lineId = added.lineItems[0]?.id ?? 0;

      const changed = valueOf(await subject.carts.updateCart(setLineItemQuantity(lineId, 4)));
      const removed = valueOf(await subject.carts.updateCart(removeLineItem(lineId)));

      expect(changed.totalQty).toBe(4);
      expect(removed.lineItems).toEqual([]);
      expect(removed.isEmpty).toBe(true);
    });

    test('update', 'drops an unknown coupon with a notice, on a successful answer', async () => {
      valueOf(await subject.carts.updateCart(addPurchasable(subject.purchasableId, 1)));

      const cart = valueOf(await subject.carts.updateCart(applyCoupon('NO-SUCH-COUPON-123')));

      expect(cart.couponCode).toBeNull();
      expect(cart.notices.map((notice) => notice.type)).toContain(INVALID_COUPON_NOTICE);
    });

    test('update', 'refuses an item that does not exist', async () => {
      const failure = failureOf(await subject.carts.updateCart(addPurchasable(987_654_321, 1)));

      expect(statusOf(failure)).toBeGreaterThanOrEqual(400);
    });

    test('update', 'swaps an unknown shipping method for one it has, with a notice', async () => {
      valueOf(await subject.carts.updateCart(addPurchasable(subject.purchasableId, 1)));

      const cart = valueOf(await subject.carts.updateCart({ shippingMethod: 'teleport' }));

      expect(cart.shippingMethodHandle).not.toBe('teleport');
      expect(cart.notices.map((notice) => notice.type)).toContain('shippingMethodChanged');
    });

    test('update', 'refuses both "same as" flags at once, and a malformed e-mail', async () => {
      valueOf(await subject.carts.updateCart(addPurchasable(subject.purchasableId, 1)));

      const both = await subject.carts.updateCart({
        billingSameAsShipping: true,
        shippingSameAsBilling: true,
      });
      const malformed = await subject.carts.updateCart({ email: 'nope' });

      expect(statusOf(failureOf(both))).toBe(400);
      expect(statusOf(failureOf(malformed))).toBe(400);
    });

    test('update', 'copies the billing address to shipping on request', async () => {
      valueOf(await subject.carts.updateCart(addPurchasable(subject.purchasableId, 1)));

      const cart = valueOf(
        await subject.carts.updateCart({
          billing: { address: anAddress({ id: null, locality: 'Bend', countryCode: 'US' }) },
          shippingSameAsBilling: true,
        }),
      );

      expect(cart.shippingAddress?.locality).toBe('Bend');
    });

    test('update', "refuses a guest an address book's address", async () => {
      valueOf(await subject.carts.updateCart(addPurchasable(subject.purchasableId, 1)));

      const failure = failureOf(
        await subject.carts.updateCart({ shipping: { savedAddressId: 1 } }),
      );

      expect(statusOf(failure)).toBeGreaterThanOrEqual(400);
    });

    test('load', 'refuses to load a blank cart number', async () => {
      expect(statusOf(failureOf(await subject.carts.loadCart('')))).toBe(400);
    });

    test('load', 'refuses to load a cart number it does not know', async () => {
      expect(statusOf(failureOf(await subject.carts.loadCart('0'.repeat(32))))).toBe(400);
    });

    // The cart itself, or (server/: a guest cart the visitor no longer holds) a copy of its lines.
    test(
      ['update', 'load', 'forget'],
      "loads a saved cart's lines back by its number",
      async () => {
        const saved = valueOf(
          await subject.carts.updateCart(addPurchasable(subject.purchasableId, 1)),
        );
        valueOf(await subject.carts.forgetCart());

        valueOf(await subject.carts.loadCart(saved.number));

        expect(valueOf(await subject.carts.getCart())).toMatchObject({ totalQty: 1 });
      },
    );

    test(['update', 'forget'], 'forgets the cart: the next read starts another one', async () => {
      const saved = valueOf(
        await subject.carts.updateCart(addPurchasable(subject.purchasableId, 1)),
      );

      valueOf(await subject.carts.forgetCart());

      const next = valueOf(await subject.carts.getCart());
      expect(next.number).not.toBe(saved.number);
      expect(next.isEmpty).toBe(true);
    });

    test('forget', "forgets a new visitor's unsaved cart without complaint", async () => {
      expect((await subject.carts.forgetCart()).ok).toBe(true);
    });

    test(
      ['update', 'complete'],
      'does not complete an order without payment (the store asks for one)',
      async () => {
        valueOf(await subject.carts.updateCart(addPurchasable(subject.purchasableId, 1)));

        expect(statusOf(failureOf(await subject.carts.completeCart()))).toBeGreaterThanOrEqual(400);
      },
    );
  });
};
