// The cart's totals as Commerce's Order serializes them: each money total as a number and an
// `…AsCurrency` string, and the `stored…` totals the order row holds since its last save.
import type { Money } from '../../../domain/money/money.ts';
import { formatMoney, money, toMajorUnits } from '../../../domain/money/money.rules.ts';
import type { OrderTotals } from '../../../domain/pricing/pricing.ts';

type Amounts = Readonly<Record<string, Money>>;

const withCurrency = (amounts: Amounts) => {
  const entries = Object.entries(amounts);
  return {
    ...Object.fromEntries(entries.map(([key, value]) => [key, toMajorUnits(value)])),
    ...Object.fromEntries(entries.map(([key, value]) => [`${key}AsCurrency`, formatMoney(value)])),
  };
};

const totalsOf = (t: OrderTotals) =>
  ({
    itemSubtotal: t.itemSubtotal,
    itemTotal: t.itemTotal,
    totalDiscount: t.totalDiscount,
    totalShippingCost: t.totalShippingCost,
    totalTax: t.totalTax,
    totalTaxIncluded: t.totalTaxIncluded,
    total: t.total,
    totalPrice: t.totalPrice,
    totalPaid: t.totalPaid,
    outstandingBalance: t.outstandingBalance,
    paymentAmount: t.paymentAmount,
    adjustmentSubtotal: t.adjustmentSubtotal,
    adjustmentsTotal: t.adjustmentsTotal,
    totalPromotionalAmount: t.totalPromotionalAmount,
    // Commerce's deprecated alias of totalPromotionalAmount.
    totalSaleAmount: t.totalPromotionalAmount,
  }) satisfies Amounts;

const storedOf = (t: OrderTotals) =>
  ({
    storedTotal: t.total,
    storedTotalPrice: t.totalPrice,
    storedTotalPaid: t.totalPaid,
    storedItemTotal: t.itemTotal,
    storedItemSubtotal: t.itemSubtotal,
    storedTotalShippingCost: t.totalShippingCost,
    storedTotalDiscount: t.totalDiscount,
    storedTotalTax: t.totalTax,
    storedTotalTaxIncluded: t.totalTaxIncluded,
  }) satisfies Amounts;

/**
 * The stored totals: a saved cart is saved as recalculated, so they are its totals; an unsaved one has
 * none yet (null, and Commerce formats a missing amount as zero).
 */
function storedTotals(t: OrderTotals, saved: boolean) {
  if (saved) return { ...withCurrency(storedOf(t)), storedTotalQty: t.totalQty };
  const zero = formatMoney(money(0, t.totalPrice.currency));
  const keys = Object.keys(storedOf(t));
  return {
    ...Object.fromEntries(keys.map((key) => [key, null])),
    ...Object.fromEntries(keys.map((key) => [`${key}AsCurrency`, zero])),
    storedTotalQty: null,
  };
}

export const serializeCartTotals = (t: OrderTotals, saved: boolean) => ({
  totalQty: t.totalQty,
  totalWeight: t.totalWeight,
  ...withCurrency(totalsOf(t)),
  ...storedTotals(t, saved),
});
