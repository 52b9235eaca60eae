/** The notice kinds Commerce leaves on a cart when recalculation changed something for the shopper. */
export type NoticeType =
  | 'invalidCouponRemoved'
  | 'lineItemSalePriceChanged'
  | 'lineItemRemoved'
  | 'lineItemMaxStockReached'
  | 'shippingMethodChanged';

/** Commerce's OrderNotice without the storage fields (id, orderId), which the adapter adds. */
export interface CartNotice {
  readonly type: NoticeType;
  /** The cart attribute it is about, e.g. `couponCode`, `lineItems.12.qty`. */
  readonly attribute: string;
  readonly message: string;
}
