import type { Money } from '../domain/money/money.ts';

export interface OrderSummary {
  readonly id: number;
  readonly number: string;
  readonly reference: string | null;
  readonly dateOrdered: Date | null;
  readonly total: Money;
  readonly status: string | null;
  readonly paidStatus: string;
  readonly itemCount: number;
  readonly email: string | null;
}

/** A customer's completed orders (carts are not history). */
export interface OrderHistory {
  listForCustomer(customerId: number): Promise<readonly OrderSummary[]>;
  findForCustomer(customerId: number, orderId: number): Promise<OrderSummary | null>;
}
