import type { Mailer } from '../../ports/mail/mailer.ts';
import type { StockAlertNotifier } from '../../ports/stock-alerts/stock-alert-notifier.ts';
import { backInStockMail } from './stock-alert-mail-templates.ts';

/** The storefront's page of one variant: /product/{slug}/{variantId}. */
const variantPath = (slug: string, variantId: number): string =>
  `/product/${slug.split('/').map(encodeURIComponent).join('/')}/${variantId}`;

export function mailStockAlertNotifier(
  mailer: Mailer,
  shop: { readonly publicUrl: string; readonly shopName: string },
): StockAlertNotifier {
  return {
    backInStock: (alert, token) => {
      const page = variantPath(alert.productSlug, alert.purchasableId);
      return mailer.send({
        // One mail per alert and time it was armed, however often the restock is retried.
        key: `stock-alert:${alert.id}:${alert.round}`,
        to: alert.email,
        ...backInStockMail(
          alert,
          {
            productLink: `${shop.publicUrl}${page}`,
            // The product's page cancels the alert its token names (one click there).
            unsubscribeLink: `${shop.publicUrl}${page}?${new URLSearchParams({ unsubscribe: token }).toString()}`,
          },
          shop.shopName,
        ),
      });
    },
  };
}
