import { mayViewOrder, type OrderViewer } from '../../domain/orders/order-access.rules.ts';
import { invoiceDocument } from '../../domain/orders/invoice.rules.ts';
import type { InvoiceRenderer } from '../../ports/invoice-renderer.ts';
import type { OrderHistory, OrderRecord } from '../../ports/order-history.ts';

export interface OrderInvoiceDeps {
  readonly orderHistory: OrderHistory;
  readonly invoices: InvoiceRenderer;
  readonly shopName: string;
}

export interface InvoiceFile {
  readonly fileName: string;
  readonly pdf: Buffer;
}

export async function invoiceOf(deps: OrderInvoiceDeps, order: OrderRecord): Promise<InvoiceFile> {
  const document = invoiceDocument({ ...order, totalPrice: order.total }, deps.shopName);
  return {
    fileName: `invoice-${document.reference}.pdf`,
    pdf: await deps.invoices.render(document),
  };
}

/** Commerce's PDF download by order number; null when there is none the viewer may see. */
export async function invoiceByNumber(
  deps: OrderInvoiceDeps,
  number: string,
  viewer: OrderViewer,
): Promise<InvoiceFile | null> {
  const order = await deps.orderHistory.recordByNumber(number);
  if (!order || !mayViewOrder(order, viewer)) return null;
  return invoiceOf(deps, order);
}
