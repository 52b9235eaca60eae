// The back-in-stock mail: names the product (and its version when it has several), links to its page,
// and carries the link that cancels the alert.
import type { MailContent } from '../../ports/mail/mailer.ts';
import type { ClaimedAlert } from '../../ports/stock-alerts/stock-alert-repository.ts';
import { renderActionMail } from './templates/mail-layout.ts';

export interface StockAlertLinks {
  readonly productLink: string;
  readonly unsubscribeLink: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function backInStockMail(
  alert: ClaimedAlert,
  links: StockAlertLinks,
  shopName: string,
): MailContent {
  const name = oneLine(
    alert.hasVariants ? `${alert.productTitle} (${alert.variantTitle})` : alert.productTitle,
  );
  return renderActionMail({
    shopName,
    recipientName: null,
    subject: `Back in stock: ${name}`,
    heading: `${name} is back in stock`,
    intro: [`You asked us to tell you when ${name} is available again. It is now.`],
    actionLabel: 'See it in the shop',
    link: links.productLink,
    outro: [
      'We send this mail once. Ask again on the product page if it sells out before you order.',
    ],
    footerLink: { label: 'Cancel this alert', link: links.unsubscribeLink },
  });
}
