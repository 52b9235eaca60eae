import type { Cart } from '../cart/cart';
import type { BuyAgainOutcome, BuyAgainReport, BuyAgainRefusal } from './buy-again';

/** Units of a variant the cart holds, over all its lines. */
export const unitsInCart = (cart: Pick<Cart, 'lineItems'>, purchasableId: number): number =>
  cart.lineItems
    .filter((line) => line.purchasableId === purchasableId)
    .reduce((sum, line) => sum + line.qty, 0);

/**
 * What an accepted addition did: the back-end lowers a quantity above its stock to what it has
 * (Craft's `lineItemMaxStockReached`), so the units the cart gained, not the answer's status, tell.
 */
export const additionOutcome = (
  description: string,
  requested: number,
  unitsBefore: number,
  unitsAfter: number,
): BuyAgainOutcome => {
  const added = Math.max(0, unitsAfter - unitsBefore);
  if (added >= requested) return { kind: 'added', description, qty: requested };
  if (added === 0) return { kind: 'not-added', description, reason: 'out-of-stock' };
  return { kind: 'reduced', description, requested, added };
};

const REFUSAL_TEXTS: Readonly<Record<BuyAgainRefusal, (item: string) => string>> = {
  'out-of-stock': (item) => `${item} is out of stock.`,
  unavailable: (item) => `${item} is no longer available.`,
  'quote-only': (item) => `${item} is now sold on quotation only: ask us for a quote.`,
  failed: (item) => `${item} could not be added just now. Please try again.`,
};

const named = (description: string): string =>
  description.trim() === '' ? 'An item' : `“${description.trim()}”`;

/** The shopper's sentence for a line that was not added in full; null for one added in full. */
export const buyAgainOutcomeMessage = (outcome: BuyAgainOutcome): string | null => {
  switch (outcome.kind) {
    case 'added':
      return null;
    case 'reduced':
      return `${named(outcome.description)}: only ${outcome.added} of ${outcome.requested} added, that is all we have in stock.`;
    case 'not-added':
      return REFUSAL_TEXTS[outcome.reason](named(outcome.description));
  }
};

/** The report's headline: how much of the order is now in the cart. */
export const buyAgainSummary = ({ outcomes }: BuyAgainReport): string => {
  const count = (kind: BuyAgainOutcome['kind']) =>
    outcomes.filter((outcome) => outcome.kind === kind).length;
  const missing = count('not-added');
  if (missing === 0 && count('reduced') === 0) {
    return 'Everything from this order is in your cart, at today’s prices.';
  }
  if (missing === outcomes.length) return 'None of the items could be added to your cart.';
  if (missing === 0) {
    return 'Everything from this order is in your cart, at today’s prices, but not all of it in the quantities you ordered.';
  }
  return `${outcomes.length - missing} of ${outcomes.length} items were added to your cart, at today’s prices.`;
};
