// Commerce's line item and adjustment JSON inside the cart (LineItem and OrderAdjustment `toArray`,
// dates ISO-8601).
import type { LineItem } from '../../../domain/cart/cart.ts';
import type { Money } from '../../../domain/money/money.ts';
import { formatMoney, toMajorUnits } from '../../../domain/money/money.rules.ts';
import type { Adjustment } from '../../../domain/pricing/adjustment.ts';
import type { PricedLine } from '../../../domain/pricing/pricing.ts';
import { phpObject } from '../craft/craft-php-array.ts';

/** The store has no tax or shipping categories: every purchasable is in Commerce's default one. */
const DEFAULT_CATEGORY_ID = 1;

const amount = (value: Money) => toMajorUnits(value);

/** `id` null: a cart's adjustments are worked out on every recalculation, not stored. */
export const serializeAdjustment = (adjustment: Adjustment, orderId: number | null) => ({
  id: null,
  name: adjustment.name,
  description: adjustment.description,
  type: adjustment.type,
  amount: amount(adjustment.amount),
  amountAsCurrency: formatMoney(adjustment.amount),
  included: adjustment.included,
  orderId,
  lineItemId: adjustment.lineItemId,
  isEstimated: false,
  sourceSnapshot: [],
});

const moneyOf = (priced: PricedLine) =>
  ({
    price: priced.price,
    salePrice: priced.salePrice,
    promotionalAmount: priced.promotionalAmount,
    subtotal: priced.subtotal,
    total: priced.total,
    discount: priced.discount,
    shippingCost: priced.shippingCost,
    tax: priced.tax,
    taxIncluded: priced.taxIncluded,
    adjustmentsTotal: priced.adjustmentsTotal,
  }) satisfies Record<string, Money>;

/** What the shop does not keep of a line: Commerce's defaults (no dimensions, status or fulfilment). */
const UNKEPT_LINE_FIELDS = {
  uid: null,
  length: 0,
  height: 0,
  width: 0,
  taxCategoryId: DEFAULT_CATEGORY_ID,
  shippingCategoryId: DEFAULT_CATEGORY_ID,
  lineItemStatusId: null,
  fulfilledTotalQuantity: 0,
} as const;

const snapshotOf = (line: LineItem, priced: PricedLine) => ({
  purchasableId: line.purchasableId,
  description: priced.description,
  sku: priced.sku,
  price: amount(priced.price),
  promotionalPrice: priced.promotionalPrice ? amount(priced.promotionalPrice) : null,
  options: phpObject(line.options),
});

export function serializeLineItem(line: LineItem, priced: PricedLine, orderId: number | null) {
  const money = Object.entries(moneyOf(priced));
  return {
    id: line.id,
    ...UNKEPT_LINE_FIELDS,
    type: 'purchasable',
    purchasableId: line.purchasableId,
    orderId,
    qty: priced.qty,
    note: line.note,
    privateNote: '',
    options: phpObject(line.options),
    optionsSignature: line.optionsSignature,
    description: priced.description,
    sku: priced.sku,
    ...Object.fromEntries(money.map(([key, value]) => [key, amount(value)])),
    promotionalPrice: priced.promotionalPrice ? amount(priced.promotionalPrice) : null,
    onPromotion: priced.onPromotion,
    weight: priced.weight,
    hasFreeShipping: priced.hasFreeShipping,
    isPromotable: priced.isPromotable,
    isShippable: priced.isShippable,
    isTaxable: priced.isTaxable,
    dateCreated: line.dateCreated?.toISOString() ?? null,
    dateUpdated: line.dateUpdated?.toISOString() ?? null,
    adjustments: priced.adjustments.map((adjustment) => serializeAdjustment(adjustment, orderId)),
    snapshot: snapshotOf(line, priced),
    ...Object.fromEntries(money.map(([key, value]) => [`${key}AsCurrency`, formatMoney(value)])),
    promotionalPriceAsCurrency: priced.promotionalPrice
      ? formatMoney(priced.promotionalPrice)
      : null,
  };
}
