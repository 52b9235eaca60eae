import type { Discount, DiscountLine, DiscountUnmet } from './discount.ts';

const allItems = (discount: Discount) =>
  discount.purchasableIds === null && discount.categoryIds === null;

/** Commerce's `matchLineItem`: promotable, not excluded for being on sale, in the purchasables and categories. */
export function lineMatchesDiscount(line: DiscountLine, discount: Discount): boolean {
  if (!line.isPromotable) return false;
  if (discount.excludeOnPromotion && line.onPromotion) return false;
  if (discount.purchasableIds !== null && !discount.purchasableIds.includes(line.purchasableId)) {
    return false;
  }
  const categories = discount.categoryIds;
  return categories === null || line.categoryIds.some((id) => categories.includes(id));
}

/**
 * Commerce's `matchOrder` conditions on the cart's contents: the minimum total and the quantity bounds
 * count the whole cart when the discount covers every item, otherwise only the eligible lines (of which
 * there must be at least one). null when the discount applies.
 */
export function unmetCondition(
  discount: Discount,
  lines: readonly DiscountLine[],
): DiscountUnmet | null {
  const counted = allItems(discount)
    ? lines
    : lines.filter((l) => lineMatchesDiscount(l, discount));
  if (!allItems(discount) && counted.length === 0) return 'no-eligible-items';
  const total = counted.reduce((sum, line) => sum + line.subtotal.minor, 0);
  const qty = counted.reduce((sum, line) => sum + line.qty, 0);
  if (discount.minimumTotal !== null && total < discount.minimumTotal.minor) {
    return 'below-minimum-total';
  }
  if (discount.minimumQty !== null && qty < discount.minimumQty) return 'below-minimum-qty';
  if (discount.maximumQty !== null && discount.maximumQty > 0 && qty > discount.maximumQty) {
    return 'above-maximum-qty';
  }
  return null;
}
