/** What POST /api/v1/shared-cart/get-cart-status says about a cart number. */
export interface SharedCartStatus {
  readonly exists: boolean;
  readonly isAuthenticated: boolean;
  readonly canAccess: boolean;
  readonly requiresLogin: boolean;
  readonly ownsCart: boolean;
}

export type SharedCartAction = 'CART_LOADED' | 'REDIRECT_TO_LOGIN';
