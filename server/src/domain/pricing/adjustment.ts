import type { Money } from '../money/money.ts';

export type AdjustmentType = 'discount' | 'shipping' | 'tax';

/** Commerce's OrderAdjustment: a discount, a shipping cost or a tax, on one line or on the order. */
export interface Adjustment {
  readonly type: AdjustmentType;
  /** The discount's, shipping method's or tax rate's name. */
  readonly name: string;
  readonly description: string;
  /** Negative for discounts. */
  readonly amount: Money;
  /** Tax already contained in the price: reported, never added to a total. */
  readonly included: boolean;
  /** The line it belongs to, or null for an order-level adjustment. */
  readonly lineItemId: number | null;
}
