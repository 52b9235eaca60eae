import { mayUseOrder, type Requester } from '../../domain/orders/order-ownership.rules.ts';
import { invoiceDocument } from '../../domain/orders/invoice.rules.ts';
import type { InvoiceRenderer } from '../../ports/orders/invoice-renderer.ts';
import type { OrderHistory, OrderRecord } from '../../ports/orders/order-history.ts';

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

/**
 * Commerce's PDF download by order number; null when there is none the requester may see: a
 * customer's order only for that customer signed in, a guest's only with its e-mail (or from the
 * session still holding it), never for its number alone.
 */
export async function invoiceByNumber(
  deps: OrderInvoiceDeps,
  number: string,
  requester: Requester,
): Promise<InvoiceFile | null> {
  const order = await deps.orderHistory.recordByNumber(number);
  if (!order || !mayUseOrder(order, requester)) return null;
  return invoiceOf(deps, order);
}
