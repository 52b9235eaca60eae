import { describe, expect, it } from 'vitest';
import { pdfkitInvoiceRenderer } from '../../src/adapters/pdf/pdfkit.invoice-renderer.ts';
import type { InvoiceDocument } from '../../src/domain/orders/invoice.ts';
import { pdfTextRuns } from '../support/pdf-text.ts';

const invoice = (lines = 1): InvoiceDocument => ({
  shopName: 'Hartwell Works',
  title: 'Invoice HW-ABC123',
  reference: 'HW-ABC123',
  orderNumber: 'f'.repeat(32),
  dateOrdered: '2026-01-02',
  billingAddress: ['Ada Lovelace', '1 Main St', 'Irvine CA 92614', 'US'],
  shippingAddress: ['Charles Babbage', '2 Side St', 'London', 'GB'],
  lines: Array.from({ length: lines }, (_, index) => ({
    description: `Forged anvil ${index + 1}`,
    sku: `ANV-${index + 1}`,
    qty: '2',
    price: '$125.00',
    subtotal: '$250.00',
    details: ['engraving: Ada'],
  })),
  totals: [
    { label: 'Subtotal', amount: '$250.00', emphasis: false },
    { label: 'Total', amount: '$259.00', emphasis: true },
  ],
  customerNote: 'Leave at the back door',
  paidStatus: 'paid',
});

describe('pdfkit invoice renderer', () => {
  it('writes a PDF with the shop, reference, date, addresses, lines and totals', async () => {
    const pdf = await pdfkitInvoiceRenderer().render(invoice());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfTextRuns(pdf).join('\n');
    for (const expected of [
      'Hartwell Works',
      'Reference: HW-ABC123',
      'Order date: 2026-01-02',
      'Ada Lovelace',
      'Charles Babbage',
      'Forged anvil 1',
      'SKU ANV-1',
      '$250.00',
      '$259.00',
      'Leave at the back door',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('flows long orders onto further pages', async () => {
    const pdf = await pdfkitInvoiceRenderer().render(invoice(60));
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
    expect(pdfTextRuns(pdf).join('\n')).toContain('Forged anvil 60');
  });
});
