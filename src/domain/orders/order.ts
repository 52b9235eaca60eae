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
  /** the variant ordered; null when it has since been deleted */
  readonly purchasableId: number | null;
  readonly qty: number;
  readonly description: string;
  readonly price: number;
  readonly sku: string;
  readonly subtotal: number;
}

/** A step of the order's life after checkout, as the shop's own back-end reports it. */
export interface OrderTimelineEntry {
  /** 'new' | 'processing' | 'shipped' | 'delivered' | 'cancelled' */
  readonly status: string;
  readonly date: string;
}

/** A parcel the order left in; `trackingUrl` is the carrier's page, null for an unknown carrier. */
export interface OrderParcel {
  readonly carrier: string;
  readonly trackingNumber: string;
  readonly trackingUrl: string | null;
  readonly dateShipped: string;
}

/** A request to send items back, and where the shop has taken it. */
export interface OrderReturn {
  readonly id: number;
  /** 'requested' | 'approved' | 'rejected' | 'received' | 'refunded' */
  readonly status: string;
  readonly reason: string;
  readonly lines: readonly { readonly lineItemId: number; readonly qty: number }[];
  readonly refunded: number;
  readonly dateCreated: string;
}

/** Where the order is, from a back-end that follows orders after checkout (Craft itself does not). */
export interface OrderFulfilment {
  readonly status: string;
  readonly timeline: readonly OrderTimelineEntry[];
  readonly parcels: readonly OrderParcel[];
  readonly returns: readonly OrderReturn[];
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
  /** null: the back-end does not follow orders after checkout, and the page shows none of it */
  readonly fulfilment: OrderFulfilment | null;
}
