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

/** Writes on the locked order, in its transaction. */
export interface OrderFlowWrites {
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
