// What the customer asks to happen when the order completes (Commerce's order properties
// registerUserOnOrderComplete and save…AddressOnOrderComplete). update-cart and payments/pay both set
// them from the same params: a present param replaces the flag, an absent one leaves it.
import type { Cart } from './cart.ts';

export interface OrderCompleteFlags {
  readonly registerUserOnOrderComplete?: boolean;
  readonly saveShippingAddressOnOrderComplete?: boolean;
  readonly saveBillingAddressOnOrderComplete?: boolean;
}

export const withOrderCompleteFlags = (cart: Cart, flags: OrderCompleteFlags): Cart => ({
  ...cart,
  ...(flags.registerUserOnOrderComplete !== undefined
    ? { registerUserOnOrderComplete: flags.registerUserOnOrderComplete }
    : {}),
  ...(flags.saveShippingAddressOnOrderComplete !== undefined
    ? { saveShippingAddressOnOrderComplete: flags.saveShippingAddressOnOrderComplete }
    : {}),
  ...(flags.saveBillingAddressOnOrderComplete !== undefined
    ? { saveBillingAddressOnOrderComplete: flags.saveBillingAddressOnOrderComplete }
    : {}),
});
