// The order-confirmation mail: reference, lines, totals and addresses, on the summary layout.
import type { AddressFields } from '../../domain/addresses/address.ts';
import { formatMoney } from '../../domain/money/money.rules.ts';
import type { MailContent } from '../../ports/mail/mailer.ts';
import type { OrderConfirmation } from '../../ports/orders/order-notifier.ts';
import { renderSummaryMail, type SummaryField } from './templates/summary-mail-layout.ts';

/** An address as a label prints it, one part a line. */
export function addressLines(address: AddressFields): string {
  const place = [address.locality, address.administrativeArea, address.postalCode]
    .filter((part): part is string => Boolean(part))
    .join(' ');
  return [
    address.fullName,
    address.organization,
    address.addressLine1,
    address.addressLine2,
    address.addressLine3,
    place,
    address.countryCode,
  ]
    .filter((part): part is string => Boolean(part))
    .join('\n');
}

/** `statusUrl`: where a guest follows the order with its reference and e-mail (null for a customer). */
export function orderConfirmationMail(
  order: OrderConfirmation,
  shopName: string,
  statusUrl: string | null = null,
): MailContent {
  const lines: SummaryField[] = order.lines.map((line) => ({
    label: `${line.qty} × ${line.description}`,
    value: `${formatMoney(line.subtotal)} (SKU ${line.sku})`,
  }));
  const totals: SummaryField[] = [
    { label: 'Items', value: formatMoney(order.itemSubtotal) },
    ...(order.totalDiscount.minor !== 0
      ? [{ label: 'Discount', value: formatMoney(order.totalDiscount) }]
      : []),
    {
      label: order.shippingMethodName ? `Shipping (${order.shippingMethodName})` : 'Shipping',
      value: formatMoney(order.totalShippingCost),
    },
    { label: 'Tax', value: formatMoney(order.totalTax) },
    { label: 'Total', value: formatMoney(order.totalPrice) },
  ];
  const addresses: SummaryField[] = [
    ...(order.shippingAddress
      ? [{ label: 'Shipping address', value: addressLines(order.shippingAddress), multiline: true }]
      : []),
    ...(order.billingAddress
      ? [{ label: 'Billing address', value: addressLines(order.billingAddress), multiline: true }]
      : []),
  ];
  return renderSummaryMail({
    shopName,
    subject: `Your ${shopName} order ${order.reference}`,
    heading: `Thank you for your order ${order.reference}`,
    fields: [
      { label: 'Order reference', value: order.reference },
      ...lines,
      ...totals,
      ...addresses,
      ...(statusUrl === null
        ? []
        : [{ label: 'Follow your order (with this reference and your e-mail)', value: statusUrl }]),
    ],
    footer: 'We will let you know when your order ships.',
  });
}
