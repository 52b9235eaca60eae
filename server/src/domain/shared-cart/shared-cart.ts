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
