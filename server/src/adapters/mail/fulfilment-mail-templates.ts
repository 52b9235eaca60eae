// The mails that follow an order after checkout: one per step (processing, shipped with its parcel,
// delivered), on the summary layout.
import type { OrderStatus } from '../../domain/fulfilment/order-flow.rules.ts';
import type { ReturnStatus } from '../../domain/fulfilment/returns.rules.ts';
import { formatMoney } from '../../domain/money/money.rules.ts';
import type {
  OrderStatusNotice,
  ReturnNotice,
} from '../../ports/fulfilment/fulfilment-notifier.ts';
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

const RETURN_WORDING: Readonly<
  Record<ReturnStatus, { readonly heading: string; readonly footer: string }>
> = {
  requested: {
    heading: 'We have your return request',
    footer: 'We will let you know once we have looked at it.',
  },
  approved: {
    heading: 'Your return is approved',
    footer: 'Please send the items back to us. We refund them once they arrive.',
  },
  rejected: {
    heading: 'Your return was declined',
    footer: 'Reply to this mail if you would like to know more.',
  },
  received: {
    heading: 'We have received your return',
    footer: 'Your refund follows shortly.',
  },
  refunded: {
    heading: 'Your return is refunded',
    footer: 'The refund goes back to the way you paid; it may take a few days to show.',
  },
};

export function returnStatusMail(notice: ReturnNotice, shopName: string): MailContent {
  const name = notice.reference ?? notice.number;
  const wording = RETURN_WORDING[notice.status];
  return renderSummaryMail({
    shopName,
    subject: `${wording.heading}: ${shopName} order ${name}`,
    heading: wording.heading,
    fields: [
      { label: 'Order reference', value: name },
      ...(notice.refunded ? [{ label: 'Refunded', value: formatMoney(notice.refunded) }] : []),
    ],
    footer: wording.footer,
  });
}
