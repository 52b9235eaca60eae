import type { OrderActor, OrderStatus, Parcel } from '../../domain/fulfilment/order-flow.rules.ts';
import type { PaidStatus } from '../../domain/pricing/pricing.ts';

/** A placed order as its life after checkout sees it. */
export interface PlacedOrder {
  readonly id: number;
  readonly number: string;
  readonly reference: string | null;
  readonly email: string | null;
  readonly customerId: number | null;
  readonly status: OrderStatus;
  readonly paidStatus: PaidStatus;
  readonly dateDelivered: Date | null;
}

/** One change of status, as the history keeps it. */
export interface OrderStatusChange {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly actor: OrderActor;
  /** the staff member or shopper; null for the housekeeping */
  readonly actorUserId: number | null;
  readonly note: string | null;
  /** the parcel that left with this change (shipping) */
  readonly parcel: Parcel | null;
}

/** A payment the order took, and how much of it has been refunded so far. */
export interface RefundablePayment {
  readonly transactionId: number;
  readonly gatewayId: number | null;
  /** the gateway's kind ('dummy', 'manual', 'stripe') and payment type, to find its adapter */
  readonly gatewayType: string | null;
  readonly paymentType: string | null;
  readonly reference: string;
  readonly amountMinor: number;
  readonly refundedMinor: number;
  readonly currency: string;
}

/** A refund as the gateway answered it, to keep as the order's transaction. */
export interface RefundRecord {
  readonly payment: RefundablePayment;
  readonly amountMinor: number;
  readonly status: 'success' | 'failed';
  readonly reference: string;
  readonly message: string;
  readonly hash: string;
}

/** Writes on the locked order, in its transaction. */
export interface OrderFlowWrites {
  /** Its successful payments (purchases and captures), each with what was refunded of it. */
  payments(): Promise<readonly RefundablePayment[]>;
  /** Keeps a refund's transaction, successful or not. */
  recordRefund(refund: RefundRecord, at: Date): Promise<void>;
  /** Puts the order's units back in stock (variants whose stock is counted). */
  returnStock(): Promise<void>;
  /** Sets the order's paid status. */
  setPaidStatus(status: PaidStatus): Promise<void>;
  /** Sets the new status (and the delivery date when delivered); adds the history row and parcel. */
  record(change: OrderStatusChange, at: Date): Promise<{ readonly historyId: number }>;
}

/** Placed orders, changed one at a time: whoever comes second sees what the first one did. */
export interface OrderFlowRepository {
  /**
   * Runs `work` in one transaction holding the order's lock; its writes commit with it (throwing
   * rolls everything back). Null, and nothing run, when no placed order has that id.
   */
  withPlacedOrder<T>(
    orderId: number,
    work: (order: PlacedOrder, writes: OrderFlowWrites) => Promise<T>,
  ): Promise<T | null>;
}
