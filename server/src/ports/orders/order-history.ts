import type { Address } from '../../domain/addresses/address.ts';
import type { TimelineEntry } from '../../domain/fulfilment/order-timeline.rules.ts';
import type { Money } from '../../domain/money/money.ts';
import type { Adjustment } from '../../domain/pricing/adjustment.ts';

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

/** A line as the order was completed with it. */
export interface OrderLine {
  readonly id: number;
  readonly purchasableId: number;
  readonly description: string;
  readonly sku: string;
  readonly qty: number;
  readonly price: Money;
  readonly salePrice: Money;
  readonly options: Readonly<Record<string, unknown>>;
  readonly note: string;
}

/** A payment transaction of the order, as the gateway answered it. */
export interface OrderTransaction {
  readonly id: number;
  readonly type: string;
  readonly status: string;
  readonly amount: Money;
  readonly reference: string;
  readonly message: string;
  readonly hash: string;
  readonly dateCreated: Date;
}

/** An adjustment as stored with its order. */
export interface StoredAdjustment extends Adjustment {
  readonly id: number;
}

/** A parcel the order left in. */
export interface OrderParcel {
  readonly carrier: string;
  readonly trackingNumber: string;
  readonly dateShipped: Date;
}

/** A return request of the order, as its pages show it. */
export interface OrderReturn {
  readonly id: number;
  readonly status: string;
  readonly reason: string;
  readonly refundedMinor: number;
  readonly lines: readonly { readonly lineItemId: number; readonly qty: number }[];
  readonly dateCreated: Date;
}

/** One completed order with everything its detail page and invoice show. */
export interface OrderRecord extends OrderSummary {
  readonly customerId: number | null;
  readonly currency: string;
  readonly couponCode: string | null;
  readonly shippingMethodHandle: string | null;
  readonly customerNote: string | null;
  readonly lines: readonly OrderLine[];
  /** As stored at completion: line ones carry their line's id, order-level ones null. */
  readonly adjustments: readonly StoredAdjustment[];
  readonly billingAddress: Address | null;
  readonly shippingAddress: Address | null;
  readonly transactions: readonly OrderTransaction[];
  /** placed, then each status it reached (order-timeline.rules), oldest first */
  readonly timeline: readonly TimelineEntry[];
  readonly parcels: readonly OrderParcel[];
  readonly returns: readonly OrderReturn[];
}

/** A customer's completed orders (carts are not history). */
export interface OrderHistory {
  listForCustomer(customerId: number): Promise<readonly OrderSummary[]>;
  findForCustomer(customerId: number, orderId: number): Promise<OrderSummary | null>;
  /** The customer's own completed order; null for a missing one or anybody else's. */
  recordForCustomer(customerId: number, orderId: number): Promise<OrderRecord | null>;
  /** Any completed order by its number (the caller decides who may see it). */
  recordByNumber(number: string): Promise<OrderRecord | null>;
  /**
   * The completed orders with this reference, compared without regard to case (references are
   * random, so there is almost always one; the caller decides who may see them).
   */
  recordsByReference(reference: string): Promise<readonly OrderRecord[]>;
}
