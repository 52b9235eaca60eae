import type { Address } from '../address/address';

export interface OrderSummary {
  readonly id: number;
  readonly number: string;
  readonly reference: string | null;
  readonly dateOrdered: string | null;
  readonly total: number;
  readonly totalAsCurrency: string;
  readonly status: string | null;
  readonly paidStatus: string | null;
  readonly itemCount: number;
}

export interface OrderLine {
  readonly id: number;
  readonly qty: number;
  readonly description: string;
  readonly price: number;
  readonly sku: string;
  readonly subtotal: number;
}

export interface OrderDetail {
  readonly number: string;
  readonly dateOrdered: string | null;
  readonly itemSubtotal: number;
  readonly lineItems: readonly OrderLine[];
  readonly billingAddress: Address | null;
  readonly shippingAddress: Address | null;
  readonly paidStatus: string | null;
  readonly reference: string | null;
  readonly totalDiscount: number;
  readonly totalPrice: number;
  readonly totalShippingCost: number;
  readonly totalTax: number;
  readonly customerNote: string | null;
}
