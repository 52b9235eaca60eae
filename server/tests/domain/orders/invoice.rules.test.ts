import { describe, expect, it } from 'vitest';
import { money } from '../../../src/domain/money/money.rules.ts';
import {
  addressLines,
  invoiceDate,
  invoiceDocument,
  type InvoiceOrder,
} from '../../../src/domain/orders/invoice.rules.ts';

const USD = (minor: number) => money(minor, 'USD');

const anOrder = (overrides: Partial<InvoiceOrder> = {}): InvoiceOrder => ({
  number: 'a1b2c3d4'.repeat(4),
  reference: 'HW-3FA9C1',
  dateOrdered: new Date('2026-03-04T22:30:00Z'),
  paidStatus: 'paid',
  customerNote: ' Leave at the back door ',
  currency: 'USD',
  lines: [
    {
      id: 7,
      description: 'Forged anvil 50 kg',
      sku: 'ANV-50',
      qty: 2,
      salePrice: USD(12_500),
      options: { engraving: 'Ada', size: 3 },
      note: 'gift',
    },
  ],
  adjustments: [
    {
      type: 'discount',
      name: 'WELCOME10',
      description: '10% off',
      amount: USD(-2_500),
      included: false,
      lineItemId: 7,
    },
    {
      type: 'shipping',
      name: 'Standard',
      description: '',
      amount: USD(900),
      included: false,
      lineItemId: null,
    },
  ],
  totalPrice: USD(23_400),
  transactions: [{ type: 'purchase', status: 'success', amount: USD(23_400) }],
  billingAddress: {
    fullName: 'Ada Lovelace',
    organization: null,
    addressLine1: '1 Main St',
    addressLine2: '',
    addressLine3: null,
    locality: 'Irvine',
    administrativeArea: 'CA',
    postalCode: '92614',
    countryCode: 'US',
  },
  shippingAddress: null,
  ...overrides,
});

describe('invoice document', () => {
  it('lists the shop, reference, date, lines, adjustments and totals of the order', () => {
    const invoice = invoiceDocument(anOrder(), 'Hartwell Works');
    expect(invoice).toMatchObject({
      shopName: 'Hartwell Works',
      title: 'Invoice HW-3FA9C1',
      reference: 'HW-3FA9C1',
      dateOrdered: '2026-03-04',
      billingAddress: ['Ada Lovelace', '1 Main St', 'Irvine CA 92614', 'US'],
      shippingAddress: [],
      customerNote: 'Leave at the back door',
    });
    expect(invoice.lines).toEqual([
      {
        description: 'Forged anvil 50 kg',
        sku: 'ANV-50',
        qty: '2',
        price: '$125.00',
        subtotal: '$250.00',
        details: ['engraving: Ada', 'size: 3', 'Note: gift'],
      },
    ]);
    expect(invoice.totals).toEqual([
      { label: 'Subtotal', amount: '$250.00', emphasis: false },
      { label: 'WELCOME10', amount: '-$25.00', emphasis: false },
      { label: 'Standard', amount: '$9.00', emphasis: false },
      { label: 'Total', amount: '$234.00', emphasis: true },
      { label: 'Paid', amount: '$234.00', emphasis: false },
    ]);
  });

  it('falls back to the first 7 characters of the number without a reference', () => {
    const invoice = invoiceDocument(anOrder({ reference: null }), 'Shop');
    expect(invoice.reference).toBe('a1b2c3d');
  });

  it('marks included tax and leaves missing parts out', () => {
    const invoice = invoiceDocument(
      anOrder({
        adjustments: [
          {
            type: 'tax',
            name: 'VAT',
            description: '',
            amount: USD(500),
            included: true,
            lineItemId: null,
          },
        ],
      }),
      'Shop',
    );
    expect(invoice.totals.map((row) => row.label)).toContain('VAT (included)');
    expect(addressLines(null)).toEqual([]);
    expect(invoiceDate(null)).toBe('');
  });
});
