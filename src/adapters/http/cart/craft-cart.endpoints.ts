// The cart's endpoints, apart from the gateways' code, which loads on the first call
// (DeferredCartGateway): a call whose code could not be downloaded still names its endpoint.

/** Craft Commerce's cart controller. */
export const CART_ENDPOINTS = {
  get: 'actions/commerce/cart/get-cart',
  load: 'actions/commerce/cart/load-cart',
  update: 'actions/commerce/cart/update-cart',
  complete: 'actions/commerce/cart/complete',
  forget: 'actions/commerce/cart/forget-cart',
} as const;

/** The storefront's shared-cart API beside Craft. */
export const SHARED_CART_ENDPOINTS = {
  status: 'api/v1/shared-cart/get-cart-status',
  load: 'api/v1/shared-cart/load',
} as const;
