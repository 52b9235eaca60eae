// Between the cart as stored and the pricing engine: what recalculation takes from the cart, and the
// cart it leaves behind (lines refreshed or removed, coupon and shipping method re-checked, notices kept).
import { money } from '../money/money.rules.ts';
import type { DiscountUsage } from '../discounts/discount.ts';
import type { PricedCart, PricingInput } from '../pricing/pricing.ts';
import type { Cart } from './cart.ts';
import { zoneAddressOf } from './cart-address.rules.ts';
import { appendNotices } from './cart-update.rules.ts';

export function pricingInputOf(
  cart: Cart,
  isRegistered: boolean,
  discountUsage: DiscountUsage,
): PricingInput {
  return {
    currency: cart.currency,
    lines: cart.lineItems.map((line) => ({
      id: line.id,
      purchasableId: line.purchasableId,
      qty: line.qty,
      description: line.description,
      // A line never saved was never shown at a price: no price-change notice for it.
      storedSalePrice: line.dateCreated === null ? null : line.salePrice,
    })),
    couponCode: cart.couponCode,
    shippingMethodHandle: cart.shippingMethodHandle,
    shippingAddress: zoneAddressOf(cart.shippingAddress),
    billingAddress: zoneAddressOf(cart.billingAddress),
    customer: { isRegistered, email: cart.email },
    discountUsage,
    totalPaid: money(0, cart.currency),
    paymentAmount: null,
    isCompleted: cart.isCompleted,
  };
}

/** The cart after recalculation: what the shopper now sees is what is kept. */
export function settleCart(cart: Cart, priced: PricedCart): Cart {
  const byId = new Map(cart.lineItems.map((line) => [line.id, line]));
  return {
    ...cart,
    lineItems: priced.lines.flatMap((p) => {
      const line = byId.get(p.id);
      return line
        ? [
            {
              ...line,
              qty: p.qty,
              description: p.description,
              sku: p.sku,
              price: p.price,
              salePrice: p.salePrice,
            },
          ]
        : [];
    }),
    couponCode: priced.couponCode,
    shippingMethodHandle: priced.shippingMethodHandle,
    notices: appendNotices(cart.notices, priced.notices),
  };
}
