import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '../../src/domain/shared/result';
import type { CommerceGateway } from '../../src/ports/commerce-gateway';

export interface CommerceGatewaySubject {
  readonly gateway: CommerceGateway;
  readonly cleanup?: () => Promise<void>;
}

/** Builds a gateway for one new visitor (a fresh session); called before every test. */
export type MakeCommerceGateway = () => Promise<CommerceGatewaySubject>;

const valueOf = <T, E>(result: Result<T, E>): T => {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
};

/** What every honest CommerceGateway does for a new guest visitor. */
export const describeCommerceGatewayContract = (
  name: string,
  makeGateway: MakeCommerceGateway,
): void => {
  describe(`CommerceGateway contract: ${name}`, () => {
    let subject: CommerceGatewaySubject;

    beforeEach(async () => {
      subject = await makeGateway();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('gives a new visitor an empty cart with a 32-hex number', async () => {
      const cart = valueOf(await subject.gateway.getCart());

      expect(cart.number).toMatch(/^[0-9a-f]{32}$/);
      expect(cart.totalQty).toBe(0);
      expect(cart.isEmpty).toBe(true);
      expect(cart.lineItems).toEqual([]);
    });

    it('reports the empty cart with zero totals in a currency', async () => {
      const cart = valueOf(await subject.gateway.getCart());

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

    // Craft mints a new number on every read until the cart is first saved, so an unsaved cart's
    // number is not promised to stay; what is promised is that it is not saved yet.
    it("keeps a new visitor's empty cart unsaved (no id) however often it is read", async () => {
      for (let read = 0; read < 3; read += 1) {
        const cart = valueOf(await subject.gateway.getCart());
        expect(cart.id).toBeNull();
        expect(cart.isEmpty).toBe(true);
      }
    });

    it('describes a guest session with a CSRF token', async () => {
      const session = valueOf(await subject.gateway.getSessionInfo());

      expect(session.isGuest).toBe(true);
      expect(session.user).toBeNull();
      expect(session.csrfTokenValue).toEqual(expect.stringMatching(/\S/));
    });
  });
};
