// The shipping method an update names, by its handle (Vendure's code): Vendure sets it by id.
import type { CartNotice } from '../../../domain/cart/cart';
import type { ActiveCart, VendureShippingQuote } from './vendure-cart.schema';
import { part, type MutationPart } from './vendure-mutation-part';

/** Craft's notice when it puts another method in place of the one asked for. */
export const SHIPPING_METHOD_CHANGED: CartNotice = {
  id: null,
  type: 'shippingMethodChanged',
  attribute: 'shippingMethodHandle',
  message: 'The previously-selected shipping method is no longer available.',
  orderId: null,
};

export const cheapestQuote = (
  quotes: readonly VendureShippingQuote[],
): VendureShippingQuote | undefined =>
  [...quotes].sort((a, b) => a.priceWithTax - b.priceWithTax)[0];

export const shippingMethodPart = (quote: VendureShippingQuote): MutationPart =>
  part(
    'setOrderShippingMethod',
    { shippingMethodId: { type: '[ID!]!', value: [quote.id] } },
    'shippingMethodHandle',
  );

/**
 * A method the order may use is set. One it may not is not refused: as Craft does, the order keeps
 * the method it has if that one is still eligible, else takes the cheapest, and a notice says so.
 */
export const shippingPart = (
  handle: string | undefined,
  context: ActiveCart | null,
): { readonly part: MutationPart | null; readonly notices: readonly CartNotice[] } => {
  if (handle === undefined || handle === '') return { part: null, notices: [] };
  const quotes = context?.eligibleShippingMethods ?? [];
  const asked = quotes.find((quote) => quote.code === handle);
  if (asked) return { part: shippingMethodPart(asked), notices: [] };
  const current = context?.activeOrder?.shippingLines[0]?.shippingMethod.code;
  const kept = quotes.some((quote) => quote.code === current);
  const fallback = kept ? undefined : cheapestQuote(quotes);
  return {
    part: fallback ? shippingMethodPart(fallback) : null,
    notices: [SHIPPING_METHOD_CHANGED],
  };
};
