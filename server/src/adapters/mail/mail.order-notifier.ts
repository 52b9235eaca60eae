import type { Mailer } from '../../ports/mail/mailer.ts';
import type { OrderNotifier } from '../../ports/orders/order-notifier.ts';
import { orderConfirmationMail } from './order-mail-templates.ts';

export function mailOrderNotifier(
  mailer: Mailer,
  shop: { readonly shopName: string; readonly publicUrl: string },
): OrderNotifier {
  return {
    sendOrderConfirmation: (order) =>
      mailer.send({
        key: `order-confirmation:${order.number}`,
        to: order.email,
        ...orderConfirmationMail(
          order,
          shop.shopName,
          order.guest ? `${shop.publicUrl}/order-status` : null,
        ),
      }),
  };
}
