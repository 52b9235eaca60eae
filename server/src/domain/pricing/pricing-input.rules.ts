import type { PricedCart, PricingInput } from './pricing.ts';

/**
 * The cart as it is stored after a recalculation, ready for the next one: the surviving lines with the
 * quantity and sale price the shopper now sees, and the coupon and shipping method that remained.
 */
export const nextPricingInput = (input: PricingInput, priced: PricedCart): PricingInput => ({
  ...input,
  lines: priced.lines.map((line) => ({
    id: line.id,
    purchasableId: line.purchasableId,
    qty: line.qty,
    description: line.description,
    storedSalePrice: line.salePrice,
  })),
  couponCode: priced.couponCode,
  shippingMethodHandle: priced.shippingMethodHandle,
});
