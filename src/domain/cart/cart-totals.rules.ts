import type { Cart } from './cart';

export type TotalLineKey = 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total';

export interface TotalLine {
  readonly key: TotalLineKey;
  readonly label: string;
  readonly amount: number;
}

export type CartTotals = Pick<
  Cart,
  'itemSubtotal' | 'totalDiscount' | 'totalShipping' | 'totalTax' | 'totalPrice'
>;

/**
 * The totals a cart or order shows, in order: subtotal, the discount as its own line (only when
 * there is one; Craft sends it negative), shipping, tax, and the total to pay.
 */
export const cartTotalLines = (totals: CartTotals): readonly TotalLine[] => [
  { key: 'subtotal', label: 'Subtotal', amount: totals.itemSubtotal },
  ...(totals.totalDiscount === 0
    ? []
    : [{ key: 'discount' as const, label: 'Discount', amount: totals.totalDiscount }]),
  { key: 'shipping', label: 'Shipping', amount: totals.totalShipping },
  { key: 'tax', label: 'Tax', amount: totals.totalTax },
  { key: 'total', label: 'Total', amount: totals.totalPrice },
];
