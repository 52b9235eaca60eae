import { afterEach, beforeEach, describe, expect } from 'vitest';
import {
  addPurchasable,
  combineCartUpdates,
  setCartEmail,
} from '../../src/domain/cart/cart-update.rules';
import type { PaymentRequest } from '../../src/domain/payment/payment-source';
import type { AccountGateway } from '../../src/ports/account-gateway';
import type { CartGateway } from '../../src/ports/cart-gateway';
import type { PaymentsGateway } from '../../src/ports/payments-gateway';
import {
  caseFor,
  failureOf,
  type KnownCustomer,
  type Missing,
  statusOf,
  valueOf,
} from './contract-helpers';

export interface PaymentsGatewaySubject {
  readonly payments: PaymentsGateway;
  readonly carts: CartGateway;
  readonly account: AccountGateway;
  /** a verified, active customer the back-end knows, to keep payment sources */
  readonly customer: KnownCustomer;
  readonly purchasableId: number;
  /** the id of a Dummy-style gateway: even last card digit pays, odd fails */
  readonly cardGatewayId: number;
  readonly cleanup?: () => Promise<void>;
}

/** `pay-by-number`: paying an order that is not the session's cart, by its number and e-mail. */
export type PaymentsCase = 'pay' | 'pay-by-number' | 'complete' | 'sources';

const card = (number: string) => ({
  dummy: { firstName: 'Ada', lastName: 'Lovelace', number, expiry: '12/2035', cvv: '123' },
});

/** What every honest PaymentsGateway does for a guest paying the session's cart. */
export const describePaymentsGatewayContract = (
  name: string,
  make: () => Promise<PaymentsGatewaySubject>,
  missing?: Missing<PaymentsCase>,
): void => {
  describe(`PaymentsGateway contract: ${name}`, () => {
    let subject: PaymentsGatewaySubject;
    const test = caseFor(missing);
    const fillCart = async () =>
      valueOf(
        await subject.carts.updateCart(
          combineCartUpdates(
            addPurchasable(subject.purchasableId, 2),
            setCartEmail('guest@example.com'),
          ),
        ),
      );

    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test('pay', 'refuses to pay for an empty cart', async () => {
      const failure = failureOf(
        await subject.payments.pay({
          gatewayId: subject.cardGatewayId,
          paymentForm: card('4242424242424242'),
        }),
      );

      expect(statusOf(failure)).toBe(400);
    });

    test('pay', 'keeps the cart when the card is declined', async () => {
      const cart = await fillCart();

      const failure = failureOf(
        await subject.payments.pay({
          gatewayId: subject.cardGatewayId,
          paymentForm: card('4111111111111111'),
        }),
      );

      expect(statusOf(failure)).toBe(400);
      expect(valueOf(await subject.carts.getCart())).toMatchObject({
        number: cart.number,
        totalQty: 2,
      });
    });

    test(
      'pay',
      'pays: the order gets a reference and its e-mail, and a new cart starts',
      async () => {
        const cart = await fillCart();

        const paid = valueOf(
          await subject.payments.pay({
            gatewayId: subject.cardGatewayId,
            paymentForm: card('4242424242424242'),
          }),
        );

        expect(paid.order).toMatchObject({
          number: cart.number,
          email: 'guest@example.com',
          totalPrice: cart.totalPrice,
          totalQty: 2,
        });
        expect(paid.order.reference).toEqual(expect.stringMatching(/\S/));
        const next = valueOf(await subject.carts.getCart());
        expect(next.number).not.toBe(cart.number);
        expect(next.isEmpty).toBe(true);
      },
    );

    test('pay', 'asks for an e-mail on the cart before paying', async () => {
      valueOf(await subject.carts.updateCart(addPurchasable(subject.purchasableId, 1)));

      const failure = failureOf(
        await subject.payments.pay({
          gatewayId: subject.cardGatewayId,
          paymentForm: card('4242424242424242'),
        }),
      );

      expect(statusOf(failure)).toBe(400);
      expect(failure.kind === 'request-failed' && failure.error.message).toBe(
        'No customer email address exists on this cart.',
      );
    });

    test(
      'pay-by-number',
      'pays an order by its number with its e-mail only, through a gateway it has',
      async () => {
        const { number } = await fillCart();
        valueOf(await subject.carts.forgetCart());
        const byNumber = (request: Partial<PaymentRequest>) =>
          subject.payments.pay({
            number,
            gatewayId: subject.cardGatewayId,
            paymentForm: card('4242424242424242'),
            ...request,
          });

        expect(statusOf(failureOf(await byNumber({ number: 'f'.repeat(32) })))).toBe(400);
        expect(statusOf(failureOf(await byNumber({ email: 'other@example.com' })))).toBe(400);
        expect(
          statusOf(failureOf(await byNumber({ email: 'guest@example.com', gatewayId: 99 }))),
        ).toBe(400);
        expect(valueOf(await byNumber({ email: 'guest@example.com' })).order.number).toBe(number);
      },
    );

    // Commerce ignores a source that is not the payer's; with no gateway left, nothing pays.
    test('pay', "does not pay with a payment source that is not the payer's", async () => {
      await fillCart();

      const failure = failureOf(await subject.payments.pay({ paymentSourceId: 2_000_000_000 }));

      expect(statusOf(failure)).toBe(400);
    });

    test('complete', 'refuses to complete a payment for an unknown transaction', async () => {
      expect(statusOf(failureOf(await subject.payments.completePayment('0'.repeat(32))))).toBe(400);
    });

    test('sources', 'keeps payment sources for signed-in customers only', async () => {
      const failure = failureOf(
        await subject.payments.addPaymentSource({
          gatewayId: subject.cardGatewayId,
          paymentForm: card('4242424242424242'),
        }),
      );

      expect(statusOf(failure)).toBe(401);
      expect(statusOf(failureOf(await subject.payments.setPrimaryPaymentSource(1)))).toBe(401);
      expect(statusOf(failureOf(await subject.payments.deletePaymentSource(1)))).toBe(403);
    });

    test(
      'sources',
      "keeps a signed-in customer's card as a payment source, until deleted",
      async () => {
        valueOf(
          await subject.account.login({
            loginName: subject.customer.email,
            password: subject.customer.password,
            rememberMe: false,
          }),
        );

        const added = valueOf(
          await subject.payments.addPaymentSource({
            gatewayId: subject.cardGatewayId,
            paymentForm: card('4242424242424242'),
          }),
        );

        expect(added.description).toContain('4242');
        expect(valueOf(await subject.payments.setPrimaryPaymentSource(added.id))).toBeUndefined();
        expect(
          statusOf(failureOf(await subject.payments.setPrimaryPaymentSource(2_000_000_000))),
        ).toBe(400);
        valueOf(await subject.payments.deletePaymentSource(added.id));
        expect(statusOf(failureOf(await subject.payments.deletePaymentSource(added.id)))).toBe(404);
      },
    );

    test(['sources', 'pay'], "pays with the signed-in customer's own saved source", async () => {
      valueOf(
        await subject.account.login({
          loginName: subject.customer.email,
          password: subject.customer.password,
          rememberMe: false,
        }),
      );
      const source = valueOf(
        await subject.payments.addPaymentSource({
          gatewayId: subject.cardGatewayId,
          paymentForm: card('4242424242424242'),
        }),
      );
      const cart = await fillCart();

      const paid = valueOf(await subject.payments.pay({ paymentSourceId: source.id }));

      expect(paid.order.number).toBe(cart.number);
      valueOf(await subject.payments.deletePaymentSource(source.id));
    });
  });
};
