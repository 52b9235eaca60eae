// Commerce's notice texts, word for word (commerce Order::recalculate, Purchasable::populateLineItem,
// OrderValidatorsTrait::validateCouponCode). Note Commerce's own asymmetry: "was reduced" / "increased".
import { formatMoney } from '../money/money.rules.ts';
import type { Money } from '../money/money.ts';
import type { CartNotice } from './notice.ts';

export const couponRemovedNotice = (explanation: string): CartNotice => ({
  type: 'invalidCouponRemoved',
  attribute: 'couponCode',
  message: `Coupon removed: ${explanation}`,
});

export function salePriceChangedNotice(
  lineItemId: number,
  description: string,
  previous: Money,
  current: Money,
): CartNotice {
  const change = current.minor < previous.minor ? 'was reduced' : 'increased';
  return {
    type: 'lineItemSalePriceChanged',
    attribute: `lineItems.${lineItemId}.salePrice`,
    message: `The price of ${description} ${change} from ${formatMoney(previous)} to ${formatMoney(current)}`,
  };
}

export const lineRemovedNotice = (description: string): CartNotice => ({
  type: 'lineItemRemoved',
  attribute: 'lineItems',
  message: `${description} is no longer available.`,
});

export const maxStockNotice = (
  lineItemId: number,
  description: string,
  stock: number,
): CartNotice => ({
  type: 'lineItemMaxStockReached',
  attribute: `lineItems.${lineItemId}.qty`,
  message: `${description} only has ${stock} in stock.`,
});

export const shippingMethodChangedNotice = (): CartNotice => ({
  type: 'shippingMethodChanged',
  attribute: 'shippingMethodHandle',
  message: 'The previously-selected shipping method is no longer available.',
});
