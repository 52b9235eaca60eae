import { formatMoney, money } from '../money/money.rules.ts';
import type { Money } from '../money/money.ts';
import type { Adjustment } from '../pricing/adjustment.ts';
import type { InvoiceDocument, InvoiceLineRow, InvoiceTotalRow } from './invoice.ts';
import type { CompletedOrderAmounts } from './order.ts';
import { completedOrderTotals, lineSubtotal } from './order-totals.rules.ts';

/** The address parts an invoice prints; anything missing is left out. */
export interface InvoiceAddress {
  readonly fullName: string | null;
  readonly organization: string | null;
  readonly addressLine1: string | null;
  readonly addressLine2: string | null;
  readonly addressLine3: string | null;
  readonly locality: string | null;
  readonly administrativeArea: string | null;
  readonly postalCode: string | null;
  readonly countryCode: string;
}

export interface InvoiceLine {
  readonly id: number;
  readonly description: string;
  readonly sku: string;
  readonly qty: number;
  readonly salePrice: Money;
  readonly options: Readonly<Record<string, unknown>>;
  readonly note: string;
}

export interface InvoiceOrder extends CompletedOrderAmounts {
  readonly number: string;
  readonly reference: string | null;
  readonly dateOrdered: Date | null;
  readonly paidStatus: string;
  readonly customerNote: string | null;
  readonly lines: readonly InvoiceLine[];
  readonly billingAddress: InvoiceAddress | null;
  readonly shippingAddress: InvoiceAddress | null;
}

const present = (parts: readonly (string | null)[]): string[] =>
  parts.map((part) => part?.trim() ?? '').filter((part) => part !== '');

export function addressLines(address: InvoiceAddress | null): string[] {
  if (!address) return [];
  const place = present([address.locality, address.administrativeArea, address.postalCode]);
  return present([
    address.fullName,
    address.organization,
    address.addressLine1,
    address.addressLine2,
    address.addressLine3,
    place.join(' '),
    address.countryCode,
  ]);
}

const optionText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

function lineRow(line: InvoiceLine): InvoiceLineRow {
  const options = Object.entries(line.options).map(
    ([key, value]) => `${key}: ${optionText(value)}`,
  );
  return {
    description: line.description,
    sku: line.sku,
    qty: String(line.qty),
    price: formatMoney(line.salePrice),
    subtotal: formatMoney(lineSubtotal(line)),
    details: line.note.trim() ? [...options, `Note: ${line.note.trim()}`] : options,
  };
}

/** Each named adjustment on its own row (discounts, shipping, taxes), as Commerce's PDF lists them. */
const totalRow = (label: string, amount: Money, emphasis: boolean): InvoiceTotalRow => ({
  label,
  amount: formatMoney(amount),
  emphasis,
});

const adjustmentRows = (adjustments: readonly Adjustment[], currency: string) => {
  const byName = new Map<string, number>();
  for (const adjustment of adjustments) {
    const label = adjustment.included ? `${adjustment.name} (included)` : adjustment.name;
    byName.set(label, (byName.get(label) ?? 0) + adjustment.amount.minor);
  }
  return [...byName].map(([label, minor]) => totalRow(label, money(minor, currency), false));
};

export const invoiceDate = (date: Date | null): string =>
  date ? date.toISOString().slice(0, 10) : '';

/** The invoice of a completed order. */
export function invoiceDocument(order: InvoiceOrder, shopName: string): InvoiceDocument {
  const totals = completedOrderTotals(order);
  const reference = order.reference ?? order.number.slice(0, 7);
  return {
    shopName,
    title: `Invoice ${reference}`,
    reference,
    orderNumber: order.number,
    dateOrdered: invoiceDate(order.dateOrdered),
    billingAddress: addressLines(order.billingAddress),
    shippingAddress: addressLines(order.shippingAddress),
    lines: order.lines.map(lineRow),
    totals: [
      totalRow('Subtotal', totals.itemSubtotal, false),
      ...adjustmentRows(order.adjustments, order.currency),
      totalRow('Total', totals.totalPrice, true),
      totalRow('Paid', totals.totalPaid, false),
    ],
    customerNote: order.customerNote?.trim() ?? '',
    paidStatus: order.paidStatus,
  };
}
