import { money, sumMoney } from '../money/money.rules.ts';
import type { Money } from '../money/money.ts';
import type { Adjustment, AdjustmentType } from '../pricing/adjustment.ts';
import type {
  CompletedOrderAmounts,
  CompletedOrderTotals,
  OrderLinePrice,
  OrderPaymentLine,
} from './order.ts';

/** qty × the price paid per unit. */
export const lineSubtotal = (line: OrderLinePrice): Money =>
  money(line.salePrice.minor * line.qty, line.salePrice.currency);

/** The adjustments of one line (lineItemId) or of the order itself (null). */
export const adjustmentsOf = <A extends Adjustment>(
  adjustments: readonly A[],
  lineItemId: number | null,
): A[] => adjustments.filter((adjustment) => adjustment.lineItemId === lineItemId);

/** Σ of one kind, line and order level; included tax only when `included` is asked for. */
export const adjustmentTotal = (
  adjustments: readonly Adjustment[],
  type: AdjustmentType,
  included: boolean,
  currency: string,
): Money =>
  sumMoney(
    adjustments
      .filter((adjustment) => adjustment.type === type && adjustment.included === included)
      .map((adjustment) => adjustment.amount),
    currency,
  );

/** A line's total: its subtotal plus its added (not included) adjustments. */
export const lineTotal = (line: OrderLinePrice, adjustments: readonly Adjustment[]): Money =>
  sumMoney(
    [
      lineSubtotal(line),
      ...adjustmentsOf(adjustments, line.id)
        .filter((adjustment) => !adjustment.included)
        .map((adjustment) => adjustment.amount),
    ],
    line.salePrice.currency,
  );

/** Money received: successful purchases and captures, less successful refunds. */
export function amountPaid(transactions: readonly OrderPaymentLine[], currency: string): Money {
  const signed = transactions
    .filter((transaction) => transaction.status === 'success')
    .map((transaction) => {
      if (transaction.type === 'purchase' || transaction.type === 'capture')
        return transaction.amount;
      if (transaction.type === 'refund') return money(-transaction.amount.minor, currency);
      return money(0, currency);
    });
  return sumMoney(signed, currency);
}

/** The totals a completed order shows, from what it was completed with (never recalculated). */
export function completedOrderTotals(order: CompletedOrderAmounts): CompletedOrderTotals {
  const { currency, adjustments } = order;
  const totalPaid = amountPaid(order.transactions, currency);
  return {
    itemSubtotal: sumMoney(order.lines.map(lineSubtotal), currency),
    totalDiscount: adjustmentTotal(adjustments, 'discount', false, currency),
    totalShippingCost: adjustmentTotal(adjustments, 'shipping', false, currency),
    totalTax: adjustmentTotal(adjustments, 'tax', false, currency),
    totalTaxIncluded: adjustmentTotal(adjustments, 'tax', true, currency),
    totalPrice: order.totalPrice,
    totalPaid,
    outstandingBalance: money(order.totalPrice.minor - totalPaid.minor, currency),
  };
}
