import { afterEach, beforeEach, describe, expect } from 'vitest';
import { addPurchasable } from '../../src/domain/cart/cart-update.rules';
import type { AccountGateway } from '../../src/ports/account-gateway';
import type { CartGateway } from '../../src/ports/cart-gateway';
import type { SharedCartGateway } from '../../src/ports/shared-cart-gateway';
import {
  caseFor,
  failureOf,
  type KnownCustomer,
  type Missing,
  statusOf,
  valueOf,
} from './contract-helpers';

export interface SharedCartGatewaySubject {
  readonly sharedCarts: SharedCartGateway;
  /** the same visitor's cart, to make a cart to share */
  readonly carts: CartGateway;
  readonly account: AccountGateway;
  /** a verified, active customer the back-end knows, whose cart is not for strangers */
  readonly customer: KnownCustomer;
  readonly purchasableId: number;
  readonly cleanup?: () => Promise<void>;
}

export type SharedCartCase = 'status' | 'load';

/** What every honest SharedCartGateway does with a guest's cart. */
export const describeSharedCartGatewayContract = (
  name: string,
  make: () => Promise<SharedCartGatewaySubject>,
  missing?: Missing<SharedCartCase>,
): void => {
  describe(`SharedCartGateway contract: ${name}`, () => {
    let subject: SharedCartGatewaySubject;
    const test = caseFor(missing);
    /** A guest's saved cart, then left behind: it can only come back by its number. */
    const sharedNumber = async () => {
      const cart = valueOf(
        await subject.carts.updateCart(addPurchasable(subject.purchasableId, 2)),
      );
      valueOf(await subject.carts.forgetCart());
      return cart.number;
    };

    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test('status', 'says an unknown number does not exist', async () => {
      const status = valueOf(await subject.sharedCarts.getStatus('f'.repeat(32)));

      expect(status).toMatchObject({ exists: false, canAccess: false });
    });

    test(
      'status',
      "opens a guest's cart to anyone with its number, without signing in",
      async () => {
        const status = valueOf(await subject.sharedCarts.getStatus(await sharedNumber()));

        expect(status).toEqual({
          exists: true,
          isAuthenticated: false,
          canAccess: true,
          requiresLogin: false,
          ownsCart: false,
        });
      },
    );

    // The cart itself, or (server/: a cart the visitor does not hold) a new cart with a copy of its lines.
    test('load', "loads a shared cart's lines as the visitor's cart", async () => {
      const number = await sharedNumber();

      valueOf(await subject.sharedCarts.load(number));

      expect(valueOf(await subject.carts.getCart())).toMatchObject({ totalQty: 2 });
    });

    test('load', 'refuses to load an unknown number', async () => {
      expect(
        statusOf(failureOf(await subject.sharedCarts.load('f'.repeat(32)))),
      ).toBeGreaterThanOrEqual(400);
    });

    test(
      ['status', 'load'],
      "keeps a customer's cart from a guest, and opens it to the customer",
      async () => {
        const login = () =>
          subject.account.login({
            loginName: subject.customer.email,
            password: subject.customer.password,
            rememberMe: false,
          });
        valueOf(await login());
        const { number } = valueOf(
          await subject.carts.updateCart(addPurchasable(subject.purchasableId, 1)),
        );
        valueOf(await subject.account.logout());

        expect(valueOf(await subject.sharedCarts.getStatus(number))).toMatchObject({
          exists: true,
          canAccess: false,
          requiresLogin: true,
        });
        // The back-end answers "sign in first" (not an error) and leaves the guest's cart alone.
        valueOf(await subject.sharedCarts.load(number));
        expect(valueOf(await subject.carts.getCart()).isEmpty).toBe(true);

        valueOf(await login());
        expect(valueOf(await subject.sharedCarts.getStatus(number))).toMatchObject({
          canAccess: true,
          ownsCart: true,
          requiresLogin: false,
        });
      },
    );
  });
};
