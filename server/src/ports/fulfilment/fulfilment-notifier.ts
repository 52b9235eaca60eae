import type { OrderStatus, Parcel } from '../../domain/fulfilment/order-flow.rules.ts';

/** What a status mail says: where the order now is, and the parcel that left with this step. */
export interface OrderStatusNotice {
  readonly email: string;
  readonly number: string;
  readonly reference: string | null;
  readonly status: OrderStatus;
  readonly parcel: Parcel | null;
  /** names the step, so that each step mails once however often it is retried */
  readonly historyId: number;
}

/** Tells the shopper where their order is (a mail through the durable queue). */
export interface FulfilmentNotifier {
  /** Queues the mail; called in the step's transaction, it goes out only if the step commits. */
  orderStatusChanged(notice: OrderStatusNotice): Promise<void>;
}
