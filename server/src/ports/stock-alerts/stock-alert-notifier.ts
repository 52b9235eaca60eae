import type { ClaimedAlert } from './stock-alert-repository.ts';

/** Tells a shopper their variant is back (a mail through the durable queue). */
export interface StockAlertNotifier {
  /** Queues the mail; called in the restock's transaction, it goes out only if that commits. */
  backInStock(alert: ClaimedAlert, unsubscribeToken: string): Promise<void>;
}
