// update-cart's order params besides the lines and the addresses, in Commerce's processing order: the
// clears and the note before the lines, the customer's checkout choices after the addresses. A present
// param replaces its field, an absent one leaves it.
import { emailErrors } from '../users/user-validation.rules.ts';
import type { Cart } from './cart.ts';
import { type OrderCompleteFlags, withOrderCompleteFlags } from './order-complete-flags.rules.ts';

export interface CartClears {
  readonly clearLineItems: boolean;
  readonly clearNotices: boolean;
  readonly customerNote?: string;
}

/** `clearLineItems`, `clearNotices` and `fields[customerNote]`: applied before any line is added. */
export const withClearsAndNote = (cart: Cart, params: CartClears): Cart => ({
  ...cart,
  ...(params.clearLineItems ? { lineItems: [] } : {}),
  ...(params.clearNotices ? { notices: [] } : {}),
  ...(params.customerNote !== undefined ? { customerNote: params.customerNote } : {}),
});

export interface CheckoutChoices extends OrderCompleteFlags {
  readonly email?: string;
  /** Blank removes the coupon. */
  readonly couponCode?: string;
  /** Only a gateway the store has (the caller checks). */
  readonly gatewayId?: number;
  /** Only the signed-in owner's source (the caller checks); null clears it. */
  readonly paymentSourceId?: number | null;
  /** Empty leaves the method as it is. */
  readonly shippingMethodHandle?: string;
}

/**
 * The email (guests only: a signed-in customer's email is their account's), the completion flags, the
 * coupon, the gateway, the payment source and the shipping method. An invalid email is an error on
 * `email` and leaves the cart's.
 */
export function withCheckoutChoices(
  cart: Cart,
  choices: CheckoutChoices,
  signedIn: boolean,
): { cart: Cart; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  let next = cart;
  if (choices.email !== undefined && !signedIn) {
    const problems = emailErrors(choices.email);
    if (problems.length) errors.email = problems;
    else next = { ...next, email: choices.email.trim() };
  }
  next = withOrderCompleteFlags(next, choices);
  const code = choices.couponCode?.trim();
  return {
    cart: {
      ...next,
      ...(code !== undefined ? { couponCode: code === '' ? null : code } : {}),
      ...(choices.gatewayId !== undefined ? { gatewayId: choices.gatewayId } : {}),
      ...(choices.paymentSourceId !== undefined
        ? { paymentSourceId: choices.paymentSourceId }
        : {}),
      ...(choices.shippingMethodHandle
        ? { shippingMethodHandle: choices.shippingMethodHandle }
        : {}),
    },
    errors,
  };
}
