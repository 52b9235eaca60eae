import type { Variant } from './product';
import { stockState } from './stock.rules';

/** A shopper may ask to hear when a variant is back: one sold online whose counted stock is gone. */
export const offersStockAlert = (variant: Pick<Variant, 'stock'>, callForQuote: boolean): boolean =>
  !callForQuote && stockState(variant).kind === 'out-of-stock';

export const STOCK_ALERT_SET_MESSAGE = "We'll email you when it's back in stock.";
