import { describe, expect, it } from 'vitest';
import { orderConfirmationMail } from '../../src/adapters/mail/order-mail-templates.ts';
import type { AddressFields } from '../../src/domain/addresses/address.ts';
import { ADDRESS_TEXT_FIELDS } from '../../src/domain/addresses/address.ts';
import { money } from '../../src/domain/money/money.rules.ts';
import type { OrderConfirmation } from '../../src/ports/orders/order-notifier.ts';

const address = (given: Partial<Record<string, string>>): AddressFields => {
  const fields: Record<string, string | null> = {};
  for (const field of ADDRESS_TEXT_FIELDS) fields[field] = given[field] ?? null;
  return {
    ...(fields as Record<(typeof ADDRESS_TEXT_FIELDS)[number], string | null>),
    countryCode: 'US',
    latitude: null,
    longitude: null,
  };
};

const usd = (minor: number) => money(minor, 'USD');
const order = (overrides: Partial<OrderConfirmation> = {}): OrderConfirmation => ({
  email: 'ada@example.test',
  reference: 'HW-1A2B3C',
  number: 'f'.repeat(32),
  lines: [{ description: 'Bench <Vice>', sku: 'BV-1', qty: 2, subtotal: usd(5_000) }],
  itemSubtotal: usd(5_000),
  totalDiscount: usd(0),
  totalShippingCost: usd(795),
  totalTax: usd(363),
  totalPrice: usd(6_158),
  shippingMethodName: 'Standard',
  shippingAddress: address({
    fullName: 'Ada Lovelace',
    addressLine1: '1 Market St',
    locality: 'San Francisco',
    administrativeArea: 'CA',
    postalCode: '94105',
  }),
  billingAddress: null,
  guest: false,
  ...overrides,
});

describe('orderConfirmationMail', () => {
  it('tells a guest where to follow the order, and a customer nothing of it', () => {
    const url = 'http://localhost:3000/order-status';
    expect(orderConfirmationMail(order({ guest: true }), 'Tool Shop', url).text).toContain(
      `Follow your order (with this reference and your e-mail): ${url}`,
    );
    expect(orderConfirmationMail(order(), 'Tool Shop').text).not.toContain('order-status');
  });

  it('names the reference and lists lines, totals and the address', () => {
    const mail = orderConfirmationMail(order(), 'Tool Shop');
    expect(mail.subject).toBe('Your Tool Shop order HW-1A2B3C');
    expect(mail.text).toContain('2 × Bench <Vice>: $50.00 (SKU BV-1)');
    expect(mail.text).toContain('Shipping (Standard): $7.95');
    expect(mail.text).toContain('Tax: $3.63');
    expect(mail.text).toContain('Total: $61.58');
    expect(mail.text).toContain('Ada Lovelace\n1 Market St\nSan Francisco CA 94105\nUS');
    expect(mail.text).not.toContain('Billing address');
    expect(mail.text).not.toContain('Discount');
  });

  it('escapes what shoppers and the catalogue wrote in the HTML', () => {
    const mail = orderConfirmationMail(order(), 'Tool Shop');
    expect(mail.html).toContain('Bench &lt;Vice&gt;');
    expect(mail.html).not.toContain('<Vice>');
  });

  it('shows a discount only when there is one', () => {
    const mail = orderConfirmationMail(order({ totalDiscount: usd(-500) }), 'Tool Shop');
    expect(mail.text).toContain('Discount: -$5.00');
  });
});
