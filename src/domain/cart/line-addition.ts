import type { Cart } from './cart';

/** Why the back-end would not put a variant in the cart at all. */
export type LineRefusal = 'out-of-stock' | 'unavailable' | 'quote-only';

/** One variant added on its own: the cart after it, or the back-end's refusal of that one line. */
export type LineAddition =
  | { readonly kind: 'added'; readonly cart: Cart }
  | { readonly kind: 'refused'; readonly reason: LineRefusal };
