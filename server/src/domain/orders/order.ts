// A completed order as its history and invoice show it: the lines, adjustments and payments it was
// completed with, never recalculated.
import type { Money } from '../money/money.ts';
import type { Adjustment } from '../pricing/adjustment.ts';

export interface OrderLinePrice {
  readonly id: number;
  readonly qty: number;
  /** What the shopper paid per unit (the promotional price when on sale). */
  readonly salePrice: Money;
}

export interface OrderPaymentLine {
  /** 'purchase' | 'authorize' | 'capture' | 'refund'. */
  readonly type: string;
  /** 'success' | 'failed' | 'processing'. */
  readonly status: string;
  readonly amount: Money;
}

export interface CompletedOrderAmounts {
  readonly currency: string;
  readonly lines: readonly OrderLinePrice[];
  readonly adjustments: readonly Adjustment[];
  /** As stored at completion: the authority on what was charged. */
  readonly totalPrice: Money;
  readonly transactions: readonly OrderPaymentLine[];
}

export interface CompletedOrderTotals {
  readonly itemSubtotal: Money;
  readonly totalDiscount: Money;
  readonly totalShippingCost: Money;
  readonly totalTax: Money;
  readonly totalTaxIncluded: Money;
  readonly totalPrice: Money;
  readonly totalPaid: Money;
  readonly outstandingBalance: Money;
}
