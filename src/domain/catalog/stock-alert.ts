/**
 * What the back-end says about back-in-stock alerts for some variants: none offered at all (Craft
 * has no such call), or offered, with the ones the signed-in shopper has already set.
 */
export type StockAlertSupport =
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'supported'; readonly set: readonly number[] };
