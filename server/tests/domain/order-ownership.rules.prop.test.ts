import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newCart, sessionCartChoice } from '../../src/domain/cart/cart.rules.ts';
import {
  cartLoadOutcome,
  holdsOrder,
  mayUseOrder,
  type Requester,
} from '../../src/domain/orders/order-ownership.rules.ts';

const numberArb = fc.constantFrom('a'.repeat(32), 'b'.repeat(32), 'c'.repeat(32));
const idArb = fc.option(fc.integer({ min: 1, max: 3 }), { nil: null });
const emailArb = fc.option(fc.constantFrom('x@example.test', 'X@Example.test ', 'y@example.test'), {
  nil: null,
});
const orderArb = fc.record({
  number: numberArb,
  customerId: idArb,
  email: emailArb,
  isCompleted: fc.boolean(),
});
const requesterArb: fc.Arbitrary<Requester> = fc.record({
  customerId: idArb,
  sessionCartNumber: fc.option(numberArb, { nil: null }),
  email: emailArb,
});

describe('the ownership rule for carts and orders reached by number', () => {
  it('a customer’s order is only that customer’s, whatever else the requester holds', () => {
    fc.assert(
      fc.property(orderArb, requesterArb, (order, requester) => {
        if (order.customerId === null) return;
        const theirs = requester.customerId === order.customerId;
        expect(holdsOrder(order, requester)).toBe(theirs);
        expect(mayUseOrder(order, requester)).toBe(theirs);
      }),
    );
  });

  it('a guest’s order: the session holding its number, or its e-mail where a call takes one', () => {
    fc.assert(
      fc.property(orderArb, requesterArb, (order, requester) => {
        if (order.customerId !== null) return;
        const held = requester.sessionCartNumber === order.number;
        expect(holdsOrder(order, requester)).toBe(held);
        const emailMatches =
          requester.email !== null &&
          requester.email !== undefined &&
          order.email !== null &&
          requester.email.trim().toLowerCase() === order.email.trim().toLowerCase();
        expect(mayUseOrder(order, requester)).toBe(held || emailMatches);
      }),
    );
  });

  it('load-cart: own carts load, other guests’ carts are copied, customers’ carts never change hands', () => {
    fc.assert(
      fc.property(fc.option(orderArb, { nil: null }), requesterArb, (cart, requester) => {
        const outcome = cartLoadOutcome(cart, requester);
        if (!cart || cart.isCompleted) expect(outcome).toBe('none');
        else if (holdsOrder(cart, requester)) expect(outcome).toBe('load');
        else if (cart.customerId === null) expect(outcome).toBe('copy');
        else expect(outcome).toBe(requester.customerId === null ? 'sign-in' : 'none');
      }),
    );
  });

  it('the session cart keeps the cookie’s number until it names an order that is not theirs', () => {
    fc.assert(
      fc.property(
        fc.option(numberArb, { nil: undefined }),
        fc.option(orderArb, { nil: null }),
        idArb,
        (remembered, stored, customerId) => {
          const cart = stored && { ...newCart(stored.number, 'USD'), ...stored };
          const choice = sessionCartChoice(remembered, cart, customerId);
          if (remembered === undefined) expect(choice).toEqual({ kind: 'new', number: null });
          else if (cart === null) expect(choice).toEqual({ kind: 'new', number: remembered });
          else if (
            !cart.isCompleted &&
            (cart.customerId === null ? cart.number === remembered : cart.customerId === customerId)
          )
            expect(choice).toEqual({ kind: 'continue', cart });
          else expect(choice).toEqual({ kind: 'new', number: null });
        },
      ),
    );
  });
});
