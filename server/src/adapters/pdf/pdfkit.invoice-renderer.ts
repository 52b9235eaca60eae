// Invoices drawn with pdfkit in its built-in Helvetica (no font files to ship). Content streams are left
// uncompressed: an invoice is a few kilobytes either way, and its text stays searchable by simple tools.
import { createRequire } from 'node:module';
import type PDFDocumentClass from 'pdfkit';
import type { InvoiceDocument, InvoiceLineRow } from '../../domain/orders/invoice.ts';
import type { InvoiceRenderer } from '../../ports/orders/invoice-renderer.ts';

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const COLUMNS = { description: MARGIN, qty: 330, price: 380, subtotal: 465 } as const;
const AMOUNT_WIDTH = 80;

type Doc = InstanceType<typeof PDFDocumentClass>;

// pdfkit (and its font metrics) is loaded on the first invoice, not at every start-up.
let pdfkit: typeof PDFDocumentClass | undefined;
const PDFDocument = (): typeof PDFDocumentClass =>
  (pdfkit ??= createRequire(import.meta.url)('pdfkit') as typeof PDFDocumentClass);

function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Starts a new page when fewer than `needed` points are left. */
function ensureRoom(doc: Doc, needed: number): void {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
}

function header(doc: Doc, invoice: InvoiceDocument): void {
  doc.font('Helvetica-Bold').fontSize(20).text(invoice.shopName, MARGIN, MARGIN);
  doc.moveDown(0.3).fontSize(14).text('Invoice');
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`Reference: ${invoice.reference}`);
  if (invoice.dateOrdered) doc.text(`Order date: ${invoice.dateOrdered}`);
  doc.text(`Order number: ${invoice.orderNumber}`);
  doc.text(`Payment status: ${invoice.paidStatus}`);
}

function addresses(doc: Doc, invoice: InvoiceDocument): void {
  doc.moveDown(1.2);
  const top = doc.y;
  const half = CONTENT_WIDTH / 2;
  const block = (title: string, lines: readonly string[], x: number) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(title, x, top, { width: half - 10 });
    doc.font('Helvetica').text(lines.length ? lines.join('\n') : '—', { width: half - 10 });
    return doc.y;
  };
  const left = block('Billing address', invoice.billingAddress, MARGIN);
  const right = block('Shipping address', invoice.shippingAddress, MARGIN + half);
  doc.x = MARGIN;
  doc.y = Math.max(left, right);
}

function lineRow(doc: Doc, row: InvoiceLineRow): void {
  const detail = [row.sku ? `SKU ${row.sku}` : '', ...row.details].filter(Boolean).join('\n');
  const descriptionWidth = COLUMNS.qty - MARGIN - 10;
  doc.font('Helvetica').fontSize(10);
  const height =
    doc.heightOfString(row.description, { width: descriptionWidth }) +
    (detail ? doc.fontSize(8).heightOfString(detail, { width: descriptionWidth }) : 0);
  ensureRoom(doc, height + 8);
  const top = doc.y;
  doc.fontSize(10).text(row.description, COLUMNS.description, top, { width: descriptionWidth });
  if (detail) doc.fontSize(8).fillColor('#555555').text(detail, { width: descriptionWidth });
  const bottom = doc.y;
  doc.fillColor('#000000').fontSize(10);
  doc.text(row.qty, COLUMNS.qty, top, { width: 40, align: 'right' });
  doc.text(row.price, COLUMNS.price, top, { width: AMOUNT_WIDTH, align: 'right' });
  doc.text(row.subtotal, COLUMNS.subtotal, top, { width: AMOUNT_WIDTH, align: 'right' });
  doc.x = MARGIN;
  doc.y = bottom + 6;
}

function lines(doc: Doc, invoice: InvoiceDocument): void {
  doc.moveDown(1.5);
  ensureRoom(doc, 40);
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Item', COLUMNS.description, top);
  doc.text('Qty', COLUMNS.qty, top, { width: 40, align: 'right' });
  doc.text('Price', COLUMNS.price, top, { width: AMOUNT_WIDTH, align: 'right' });
  doc.text('Subtotal', COLUMNS.subtotal, top, { width: AMOUNT_WIDTH, align: 'right' });
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(PAGE_WIDTH - MARGIN, doc.y + 2)
    .stroke();
  doc.x = MARGIN;
  doc.y += 8;
  for (const row of invoice.lines) lineRow(doc, row);
}

function totals(doc: Doc, invoice: InvoiceDocument): void {
  doc.moveDown(0.5);
  for (const { label, amount, emphasis } of invoice.totals) {
    ensureRoom(doc, 16);
    const top = doc.y;
    doc.font(emphasis ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, COLUMNS.price - 120, top, { width: 200, align: 'right' });
    doc.text(amount, COLUMNS.subtotal, top, { width: AMOUNT_WIDTH, align: 'right' });
    doc.x = MARGIN;
  }
  if (invoice.customerNote) {
    doc.moveDown(1.5);
    ensureRoom(doc, 40);
    doc.font('Helvetica-Bold').text('Note', MARGIN);
    doc.font('Helvetica').text(invoice.customerNote, { width: CONTENT_WIDTH });
  }
}

export function pdfkitInvoiceRenderer(): InvoiceRenderer {
  return {
    render(invoice) {
      const doc = new (PDFDocument())({
        size: 'A4',
        margin: MARGIN,
        compress: false,
        info: { Title: invoice.title, Author: invoice.shopName, Subject: invoice.orderNumber },
      });
      header(doc, invoice);
      addresses(doc, invoice);
      lines(doc, invoice);
      totals(doc, invoice);
      return toBuffer(doc);
    },
  };
}
