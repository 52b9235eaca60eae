import type { OrderDetail, OrderReturn } from '../orders/order';

/** One order in the back office's list. */
export interface StaffOrderRow {
  readonly id: number;
  readonly number: string;
  readonly reference: string | null;
  readonly email: string | null;
  readonly customerName: string | null;
  readonly status: string;
  readonly paidStatus: string | null;
  readonly total: number;
  readonly currency: string;
  readonly dateOrdered: string | null;
}

/** A page of the list, with how many orders match in all. */
export interface StaffOrderPage {
  readonly orders: readonly StaffOrderRow[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}

/**
 * What the order list's call found: a page, or that the back-end has no back office (a Craft site
 * runs its orders in its own control panel).
 */
export type StaffOrderListing =
  { readonly kind: 'page'; readonly page: StaffOrderPage } | { readonly kind: 'unavailable' };

/** A change of the order's status: who made it (a staff member's name), when, and their note. */
export interface StaffHistoryEntry {
  readonly fromStatus: string | null;
  readonly toStatus: string;
  /** 'staff' | 'customer' | 'system' */
  readonly actor: string;
  readonly actorName: string | null;
  readonly note: string | null;
  readonly date: string;
}

/** A payment, refund or authorization recorded on the order. */
export interface StaffPayment {
  readonly id: number;
  readonly type: string;
  readonly status: string;
  readonly amount: number;
  readonly amountAsCurrency: string;
  readonly reference: string | null;
  readonly message: string | null;
  readonly dateCreated: string;
}

/** A return with what its lines were paid (the default refund). */
export interface StaffReturn extends OrderReturn {
  readonly worth: number;
}

/** One order as staff see it: the shopper's order page plus payments and history. */
export interface StaffOrder {
  readonly id: number;
  readonly email: string | null;
  readonly currency: string;
  readonly status: string;
  readonly detail: OrderDetail;
  readonly payments: readonly StaffPayment[];
  readonly returns: readonly StaffReturn[];
  readonly history: readonly StaffHistoryEntry[];
}

/** A step along the order's flow; a parcel's step may be taken again for another parcel. */
export type StaffOrderStep =
  | { readonly kind: 'process'; readonly note?: string }
  | {
      readonly kind: 'ship';
      readonly carrier: string;
      readonly trackingNumber: string;
      readonly note?: string;
    }
  | { readonly kind: 'deliver'; readonly note?: string };

/** What staff do with a return before its refund. */
export type StaffReturnStep =
  | { readonly kind: 'approve' }
  | { readonly kind: 'reject' }
  | { readonly kind: 'receive'; readonly restock: boolean };
