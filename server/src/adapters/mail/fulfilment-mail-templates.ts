// The mails that follow an order after checkout: one per step (processing, shipped with its parcel,
// delivered), on the summary layout.
import type { OrderStatus } from '../../domain/fulfilment/order-flow.rules.ts';
import type { OrderStatusNotice } from '../../ports/fulfilment/fulfilment-notifier.ts';
import type { MailContent } from '../../ports/mail/mailer.ts';
import { renderSummaryMail, type SummaryField } from './templates/summary-mail-layout.ts';

const WORDING: Readonly<
  Record<OrderStatus, { readonly heading: string; readonly footer: string }>
> = {
  new: { heading: 'We have your order', footer: 'We will let you know when it ships.' },
  processing: {
    heading: 'We are preparing your order',
    footer: 'We will let you know when it ships.',
  },
  shipped: {
    heading: 'Your order is on its way',
    footer: 'Use the tracking number with the carrier to see where your parcel is.',
  },
  delivered: {
    heading: 'Your order has been delivered',
    footer: 'Something not right? You can return items within 30 days from your order page.',
  },
  cancelled: { heading: 'Your order is cancelled', footer: 'Any payment is refunded to you.' },
};

export function orderStatusMail(notice: OrderStatusNotice, shopName: string): MailContent {
  const name = notice.reference ?? notice.number;
  const wording = WORDING[notice.status];
  const parcel: SummaryField[] = notice.parcel
    ? [
        { label: 'Carrier', value: notice.parcel.carrier },
        { label: 'Tracking number', value: notice.parcel.trackingNumber },
      ]
    : [];
  return renderSummaryMail({
    shopName,
    subject: `${wording.heading}: ${shopName} order ${name}`,
    heading: wording.heading,
    fields: [{ label: 'Order reference', value: name }, ...parcel],
    footer: wording.footer,
  });
}
