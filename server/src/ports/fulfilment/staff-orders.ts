import type { OrderActor } from '../../domain/fulfilment/order-flow.rules.ts';
import type { StaffOrderQuery } from '../../domain/fulfilment/staff-order-query.rules.ts';
import type { Money } from '../../domain/money/money.ts';

/** A placed order as the back office's list shows it. */
export interface StaffOrderRow {
  readonly id: number;
  readonly number: string;
  readonly reference: string | null;
  readonly email: string | null;
  readonly customerName: string | null;
  readonly status: string | null;
  readonly paidStatus: string;
  readonly total: Money;
  readonly dateOrdered: Date | null;
}

/** One change of an order's status, as staff see it: who made it, and their note. */
export interface StaffHistoryEntry {
  readonly fromStatus: string | null;
  readonly toStatus: string;
  readonly actor: OrderActor;
  /** the staff member's or shopper's name or e-mail; null for the housekeeping */
  readonly actorName: string | null;
  readonly note: string | null;
  readonly date: Date;
}

/** Placed orders as the back office reads them: any customer's, for staff only. */
export interface StaffOrders {
  /** One page of the orders the query matches, newest first, and how many match in all. */
  list(
    query: StaffOrderQuery,
    perPage: number,
  ): Promise<{ readonly orders: readonly StaffOrderRow[]; readonly total: number }>;
  /** A placed order's number and its customer's e-mail (the order's own, else their account's). */
  placedOrder(
    orderId: number,
  ): Promise<{ readonly number: string; readonly email: string | null } | null>;
  history(orderId: number): Promise<readonly StaffHistoryEntry[]>;
}
