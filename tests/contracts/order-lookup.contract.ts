import { afterEach, beforeEach, describe, expect } from 'vitest';
import {
  addPurchasable,
  combineCartUpdates,
  setCartEmail,
} from '../../src/domain/cart/cart-update.rules';
import type { CartGateway } from '../../src/ports/cart-gateway';
import type { OrderLookup } from '../../src/ports/order-lookup';
import type { PaymentsGateway } from '../../src/ports/payments-gateway';
import { caseFor, type Missing, uniqueEmail, valueOf } from './contract-helpers';

export interface OrderLookupSubject {
  readonly orderLookup: OrderLookup;
  /** to place a guest's order: the cart, a Dummy-style card gateway, a variant it sells */
  readonly carts: CartGateway;
  readonly payments: PaymentsGateway;
  readonly cardGatewayId: number;
  readonly purchasableId: number;
  readonly cleanup?: () => Promise<void>;
}

export type OrderLookupCase = 'lookup';

const card = {
  dummy: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    number: '4242424242424242',
    expiry: '12/2035',
    cvv: '123',
  },
};

/** What every OrderLookup that has the call does: a guest's order for its reference and e-mail only. */
export const describeOrderLookupContract = (
  name: string,
  make: () => Promise<OrderLookupSubject>,
  missing?: Missing<OrderLookupCase>,
): void => {
  describe(`OrderLookup contract: ${name}`, () => {
    let subject: OrderLookupSubject;
    const test = caseFor(missing);

    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    /** A guest's paid order of two units: the reference and e-mail of its confirmation. */
    const aGuestOrder = async () => {
      const email = uniqueEmail();
      valueOf(
        await subject.carts.updateCart(
          combineCartUpdates(addPurchasable(subject.purchasableId, 2), setCartEmail(email)),
        ),
      );
      const paid = valueOf(
        await subject.payments.pay({ gatewayId: subject.cardGatewayId, paymentForm: card }),
      );
      return { reference: paid.order.reference ?? '', email };
    };

    test(
      'lookup',
      "finds a guest's order by its reference and e-mail, typed in any case",
      async () => {
        const { reference, email } = await aGuestOrder();

        const outcome = valueOf(
          await subject.orderLookup.lookUp({
            reference: reference.toLowerCase(),
            email: email.toUpperCase(),
          }),
        );

        expect(outcome.kind).toBe('found');
        const order = outcome.kind === 'found' ? outcome.order : null;
        expect(order?.reference).toBe(reference);
        expect(order?.lineItems).toEqual([expect.objectContaining({ qty: 2 })]);
        expect(order?.fulfilment.timeline.map((entry) => entry.status)).toEqual(['new']);
      },
    );

    test(
      'lookup',
      'answers a wrong e-mail and an unknown reference with the same message',
      async () => {
        const { reference, email } = await aGuestOrder();

        const wrongEmail = valueOf(
          await subject.orderLookup.lookUp({ reference, email: `not-${email}` }),
        );
        const unknown = valueOf(
          await subject.orderLookup.lookUp({ reference: 'HW-NOPE00', email }),
        );

        expect(wrongEmail.kind).toBe('not-found');
        expect(unknown).toEqual(wrongEmail);
      },
    );
  });
};
