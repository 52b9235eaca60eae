import type { InvoiceDocument } from '../../domain/orders/invoice.ts';

/** Lays an invoice out as a PDF file. */
export interface InvoiceRenderer {
  render(invoice: InvoiceDocument): Promise<Buffer>;
}
