// Commerce's totals, all sums of already-rounded minor units (see rounding.rules.ts), so
// itemTotal = Σ line totals and total = itemSubtotal + adjustmentsTotal hold exactly.
import { money, sumMoney } from '../money/money.rules.ts';
import type { Money } from '../money/money.ts';
import { belongsTo, isAdded, ofType, sumAdjustments } from './adjustment.rules.ts';
import type { Adjustment } from './adjustment.ts';
import { pricedQty } from './line-validation.rules.ts';
import type { OrderTotals, PaidStatus, PricedLine, RefreshedLine } from './pricing.ts';

export const lineSubtotal = (line: RefreshedLine): Money =>
  money(pricedQty(line.qty) * line.salePrice.minor, line.salePrice.currency);

/** A line with its own adjustments and the sums Commerce serializes for it. */
export function priceLine(line: RefreshedLine, all: readonly Adjustment[]): PricedLine {
  const currency = line.salePrice.currency;
  const adjustments = all.filter(belongsTo(line.id));
  const subtotal = lineSubtotal(line);
  const adjustmentsTotal = sumAdjustments(adjustments, currency, isAdded);
  return {
    ...line,
    promotionalAmount: money(
      (line.price.minor - line.salePrice.minor) * pricedQty(line.qty),
      currency,
    ),
    subtotal,
    discount: sumAdjustments(adjustments, currency, ofType('discount')),
    shippingCost: sumAdjustments(adjustments, currency, ofType('shipping')),
    tax: sumAdjustments(adjustments, currency, ofType('tax', false)),
    taxIncluded: sumAdjustments(adjustments, currency, ofType('tax', true)),
    adjustmentsTotal,
    total: money(subtotal.minor + adjustmentsTotal.minor, currency),
    adjustments,
  };
}

export interface Payment {
  readonly totalPaid: Money;
  readonly paymentAmount: Money | null;
  readonly isCompleted: boolean;
}

/** Commerce: paid needs a completed order with nothing outstanding; any payment short of that is partial. */
export function paidStatus(
  totalPrice: number,
  totalPaid: number,
  isCompleted: boolean,
): PaidStatus {
  const isPaid = isCompleted && totalPrice - totalPaid <= 0;
  if (isPaid && totalPrice > 0 && totalPaid > totalPrice) return 'overPaid';
  if (isPaid) return 'paid';
  return totalPaid > 0 ? 'partial' : 'unpaid';
}

/** A requested partial amount counts when it is above zero and not above the balance. */
export function paymentAmount(outstanding: number, requested: number | null): number {
  if (requested !== null && requested > 0 && requested <= outstanding) return requested;
  return Math.max(outstanding, 0);
}

export function orderTotals(
  lines: readonly PricedLine[],
  adjustments: readonly Adjustment[],
  payment: Payment,
  currency: string,
): OrderTotals {
  const itemSubtotal = sumMoney(
    lines.map((l) => l.subtotal),
    currency,
  );
  const adjustmentsTotal = sumAdjustments(adjustments, currency, isAdded);
  const total = money(itemSubtotal.minor + adjustmentsTotal.minor, currency);
  const paid = payment.totalPaid.minor;
  const outstanding = total.minor - paid;
  return {
    totalQty: lines.reduce((qty, l) => qty + pricedQty(l.qty), 0),
    totalWeight: lines.reduce((grams, l) => grams + pricedQty(l.qty) * l.weight, 0),
    itemSubtotal,
    itemTotal: sumMoney(
      lines.map((l) => l.total),
      currency,
    ),
    adjustmentSubtotal: adjustmentsTotal,
    adjustmentsTotal,
    totalDiscount: sumAdjustments(adjustments, currency, ofType('discount')),
    totalShippingCost: sumAdjustments(adjustments, currency, ofType('shipping')),
    totalTax: sumAdjustments(adjustments, currency, ofType('tax', false)),
    totalTaxIncluded: sumAdjustments(adjustments, currency, ofType('tax', true)),
    totalPromotionalAmount: sumMoney(
      lines.map((l) => l.promotionalAmount),
      currency,
    ),
    total,
    // Discounts stop at each line's subtotal and shipping and tax are never negative, so Commerce's
    // minimum-total strategies (never below zero / below shipping) cannot bite: totalPrice = total.
    totalPrice: total,
    totalPaid: payment.totalPaid,
    outstandingBalance: money(outstanding, currency),
    paymentAmount: money(
      paymentAmount(outstanding, payment.paymentAmount?.minor ?? null),
      currency,
    ),
    isPaid: payment.isCompleted && outstanding <= 0,
    paidStatus: paidStatus(total.minor, paid, payment.isCompleted),
  };
}
