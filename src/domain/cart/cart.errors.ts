/** Why an update-cart body was refused before it was sent. */
export type CartUpdateError =
  | { readonly kind: 'invalid-purchasable'; readonly id: number }
  | { readonly kind: 'invalid-quantity'; readonly qty: number }
  | { readonly kind: 'invalid-line-item'; readonly lineItemId: string }
  | { readonly kind: 'conflicting-same-as-flags' };

/** Why a shared cart cannot be shown. */
export type SharedCartError =
  { readonly kind: 'shared-cart-not-found' } | { readonly kind: 'shared-cart-forbidden' };
