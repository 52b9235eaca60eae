/** Where the browser session store keeps its facts; one place, so adapters and fakes agree. */
export const SESSION_STORE_KEYS = {
  cartHydrated: 'shop.cart-hydrated',
  loginSignal: 'shop.login-signal',
  reloadMarker: 'shop.reload-guard',
} as const;
