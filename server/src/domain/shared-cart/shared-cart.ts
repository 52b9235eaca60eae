// The storefront's cart sharing: a cart reached by its number rather than the visitor's own cookie.

/** What the sharer's cart is to this visitor (POST /api/v1/shared-cart/get-cart-status). */
export interface SharedCartStatus {
  /** An open cart has this number (a completed order is not a cart). */
  readonly exists: boolean;
  readonly isAuthenticated: boolean;
  readonly canAccess: boolean;
  /** A customer's cart and a guest visitor: signing in may give access. */
  readonly requiresLogin: boolean;
  readonly ownsCart: boolean;
}

export type SharedCartAction = 'CART_LOADED' | 'REDIRECT_TO_LOGIN';

export type SharedCartRefusal = { readonly kind: 'not-found' } | { readonly kind: 'forbidden' };

/** The stored cart as sharing sees it. */
export interface ShareableCart {
  readonly customerId: number | null;
  readonly isCompleted: boolean;
}
