import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BuyAgainOutcome } from '../../../src/domain/orders/buy-again';
import {
  additionOutcome,
  buyAgainOutcomeMessage,
  buyAgainSummary,
  unitsInCart,
} from '../../../src/domain/orders/buy-again.rules';
import { aLineItem, anEmptyCart } from '../../support/cart.mother';

const unitsAdded = (outcome: BuyAgainOutcome): number => {
  switch (outcome.kind) {
    case 'added':
      return outcome.qty;
    case 'reduced':
      return outcome.added;
    case 'not-added':
      return 0;
  }
};

describe('buying an order again: what became of a line', () => {
  it('reports exactly the units the cart gained, never more than were asked for', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.nat(500),
        fc.nat(500),
        (requested, before, gained) => {
          const outcome = additionOutcome('Drill', requested, before, before + gained);
          expect(unitsAdded(outcome)).toBe(Math.min(requested, gained));
          expect(outcome.kind === 'added').toBe(gained >= requested);
          expect(outcome.kind === 'reduced').toBe(gained > 0 && gained < requested);
          if (gained === 0) {
            expect(outcome).toEqual({
              kind: 'not-added',
              description: 'Drill',
              reason: 'out-of-stock',
            });
          }
        },
      ),
    );
  });

  it('reads a cart that lost units (a stale cart) as nothing added', () => {
    expect(additionOutcome('Drill', 2, 5, 3)).toMatchObject({ kind: 'not-added' });
  });

  it('counts the units of a variant over all its lines', () => {
    const cart = anEmptyCart({
      lineItems: [
        aLineItem({ id: 1, purchasableId: 7, qty: 2 }),
        aLineItem({ id: 2, purchasableId: 7, qty: 3, options: { engraving: 'A' } }),
        aLineItem({ id: 3, purchasableId: 8, qty: 9 }),
      ],
    });
    expect(unitsInCart(cart, 7)).toBe(5);
    expect(unitsInCart(cart, 9)).toBe(0);
  });

  it('says why a line is missing or short, and nothing for a line added in full', () => {
    const message = (outcome: BuyAgainOutcome) => buyAgainOutcomeMessage(outcome);
    expect(message({ kind: 'added', description: 'Drill', qty: 2 })).toBeNull();
    expect(message({ kind: 'reduced', description: 'Drill', requested: 5, added: 2 })).toBe(
      '“Drill”: only 2 of 5 added, that is all we have in stock.',
    );
    expect(message({ kind: 'not-added', description: 'Drill', reason: 'out-of-stock' })).toBe(
      '“Drill” is out of stock.',
    );
    expect(message({ kind: 'not-added', description: ' ', reason: 'unavailable' })).toBe(
      'An item is no longer available.',
    );
    expect(message({ kind: 'not-added', description: 'Lathe', reason: 'quote-only' })).toBe(
      '“Lathe” is now sold on quotation only: ask us for a quote.',
    );
    expect(message({ kind: 'not-added', description: 'Lathe', reason: 'failed' })).toBe(
      '“Lathe” could not be added just now. Please try again.',
    );
  });

  it('heads the report with how much of the order is in the cart', () => {
    const added: BuyAgainOutcome = { kind: 'added', description: 'A', qty: 1 };
    const short: BuyAgainOutcome = { kind: 'reduced', description: 'B', requested: 3, added: 1 };
    const missing: BuyAgainOutcome = {
      kind: 'not-added',
      description: 'C',
      reason: 'out-of-stock',
    };
    const summary = (...outcomes: BuyAgainOutcome[]) =>
      buyAgainSummary({ orderNumber: 'n', outcomes });
    expect(summary(added, added)).toBe(
      'Everything from this order is in your cart, at today’s prices.',
    );
    expect(summary(added, short, missing)).toBe(
      '2 of 3 items were added to your cart, at today’s prices.',
    );
    expect(summary(added, short)).toBe(
      'Everything from this order is in your cart, at today’s prices, but not all of it in the quantities you ordered.',
    );
    expect(summary(missing)).toBe('None of the items could be added to your cart.');
  });
});
