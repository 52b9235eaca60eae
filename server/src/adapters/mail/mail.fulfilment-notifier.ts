import type { FulfilmentNotifier } from '../../ports/fulfilment/fulfilment-notifier.ts';
import type { Mailer } from '../../ports/mail/mailer.ts';
import { orderStatusMail, returnStatusMail } from './fulfilment-mail-templates.ts';

export function mailFulfilmentNotifier(
  mailer: Mailer,
  shop: { readonly shopName: string },
): FulfilmentNotifier {
  return {
    orderStatusChanged: (notice) =>
      mailer.send({
        // One mail per step: the history row names it.
        key: `order-status:${notice.number}:${notice.historyId}`,
        to: notice.email,
        ...orderStatusMail(notice, shop.shopName),
      }),
    returnChanged: (notice) =>
      mailer.send({
        // One mail per return and status.
        key: `return-status:${notice.number}:${notice.returnId}:${notice.status}`,
        to: notice.email,
        ...returnStatusMail(notice, shop.shopName),
      }),
  };
}
