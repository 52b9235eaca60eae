// Its own file, not cart.rules.ts: only the cart line's quantity field reads it, so it loads with
// that page's code instead of every page's first render.

/**
 * A quantity typed into a cart line: a whole number, 0 removing the line; null when it is not one
 * (blank, a fraction, negative), so the line keeps its quantity.
 */
export const typedLineQuantity = (text: string): number | null => {
  const typed = Number(text);
  return text.trim() === '' || !Number.isSafeInteger(typed) || typed < 0 ? null : typed;
};
