import type { Money } from '../money/money.ts';

export interface LineItem {
  readonly id: number;
  readonly purchasableId: number;
  readonly qty: number;
  readonly description: string;
  readonly sku: string;
  readonly note: string;
  readonly price: Money;
  /** The promotional price when on sale, else the price. */
  readonly salePrice: Money;
}

/** A cart is an order that is not completed yet; `id` is null until the cart is first saved. */
export interface Cart {
  readonly id: number | null;
  readonly number: string;
  readonly email: string | null;
  readonly currency: string;
  readonly isCompleted: boolean;
  readonly lineItems: readonly LineItem[];
  readonly dateCreated: Date | null;
  readonly dateUpdated: Date | null;
  readonly dateOrdered: Date | null;
}

export interface CartTotals {
  readonly totalQty: number;
  readonly itemSubtotal: Money;
  readonly itemTotal: Money;
  readonly totalDiscount: Money;
  readonly totalShippingCost: Money;
  readonly totalTax: Money;
  readonly totalTaxIncluded: Money;
  readonly totalPrice: Money;
  readonly totalPaid: Money;
  readonly outstandingBalance: Money;
}
