import type { OrderActor, OrderStatus, Parcel } from '../../domain/fulfilment/order-flow.rules.ts';
import type { PaidStatus } from '../../domain/pricing/pricing.ts';
import type { ReturnStatus } from '../../domain/fulfilment/returns.rules.ts';
import type { FieldChange } from '../../domain/catalog/staff-edits.rules.ts';

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
  readonly totalPriceMinor: number;
  readonly currency: string;
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

/** A successful authorization no capture has followed yet (pay by invoice: Manual). */
export interface UncapturedAuthorization {
  readonly transactionId: number;
  readonly gatewayId: number | null;
  /** the gateway's kind ('manual', 'stripe', …) */
  readonly gatewayType: string | null;
  readonly amountMinor: number;
  readonly currency: string;
}

/** A staff member's change of an order or of one of its returns, as the audit log keeps it. */
export interface StaffOrderChange {
  readonly actorUserId: number;
  readonly entityType: 'order' | 'return';
  readonly entityId: number;
  readonly changes: readonly FieldChange[];
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

/** A line of the order as a return sees it. */
export interface ReturnableLineRow {
  readonly lineItemId: number;
  readonly purchasableId: number;
  readonly description: string;
  readonly orderedQty: number;
  /** units of it in the order's returns that were not rejected */
  readonly alreadyReturningQty: number;
  /** what the shopper paid per unit */
  readonly unitPaidMinor: number;
}

/** A return request of the order, with its lines. */
export interface StoredReturn {
  readonly id: number;
  readonly status: ReturnStatus;
  readonly reason: string;
  readonly refundedMinor: number;
  readonly lines: readonly {
    readonly lineItemId: number;
    readonly purchasableId: number;
    readonly qty: number;
    readonly unitPaidMinor: number;
  }[];
}

/** Writes on the locked order, in its transaction. */
export interface OrderFlowWrites {
  /** Its successful payments (purchases and captures), each with what was refunded of it. */
  payments(): Promise<readonly RefundablePayment[]>;
  /** Its successful authorizations that no successful capture has followed. */
  uncapturedAuthorizations(): Promise<readonly UncapturedAuthorization[]>;
  /** Keeps a successful capture of the authorization: the money has arrived. */
  recordCapture(
    authorization: UncapturedAuthorization,
    capture: { readonly hash: string; readonly message: string },
    at: Date,
  ): Promise<void>;
  /** Keeps a refund's transaction, successful or not. */
  recordRefund(refund: RefundRecord, at: Date): Promise<void>;
  /** Puts the order's units back in stock (variants whose stock is counted); answers those back in stock. */
  returnStock(): Promise<readonly number[]>;
  /** Sets the order's paid status. */
  setPaidStatus(status: PaidStatus): Promise<void>;
  returnableLines(): Promise<readonly ReturnableLineRow[]>;
  createReturn(
    lines: readonly { readonly lineItemId: number; readonly qty: number }[],
    reason: string,
    at: Date,
  ): Promise<number>;
  /** The order's return with this id; null when the order has none such. */
  returnOf(returnId: number): Promise<StoredReturn | null>;
  /**
   * Moves the return on; `restock` puts its units back in stock (receiving), `refundedMinor` records
   * the refund. Answers the variants that came back in stock.
   */
  updateReturn(
    returnId: number,
    change: {
      readonly status: ReturnStatus;
      readonly restock?: boolean;
      readonly refundedMinor?: number;
    },
    at: Date,
  ): Promise<readonly number[]>;
  /** Keeps a staff change of the order or of one of its returns in the audit log. */
  audit(entry: StaffOrderChange, at: Date): Promise<void>;
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
