// What an invoice says, as plain text rows: the renderer only lays them out.

export interface InvoiceLineRow {
  readonly description: string;
  readonly sku: string;
  readonly qty: string;
  readonly price: string;
  readonly subtotal: string;
  /** Options and the shopper's note, one entry each ("engraving: Ada"). */
  readonly details: readonly string[];
}

export interface InvoiceTotalRow {
  readonly label: string;
  readonly amount: string;
  readonly emphasis: boolean;
}

export interface InvoiceDocument {
  readonly shopName: string;
  readonly title: string;
  readonly reference: string;
  readonly orderNumber: string;
  /** YYYY-MM-DD (UTC), or '' when the order has no date. */
  readonly dateOrdered: string;
  readonly billingAddress: readonly string[];
  readonly shippingAddress: readonly string[];
  readonly lines: readonly InvoiceLineRow[];
  /** In reading order: subtotal, each adjustment, total (emphasised), paid. */
  readonly totals: readonly InvoiceTotalRow[];
  readonly customerNote: string;
  readonly paidStatus: string;
}
