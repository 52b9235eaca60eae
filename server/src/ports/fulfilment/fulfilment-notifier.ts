import type { OrderStatus, Parcel } from '../../domain/fulfilment/order-flow.rules.ts';
import type { ReturnStatus } from '../../domain/fulfilment/returns.rules.ts';
import type { Money } from '../../domain/money/money.ts';

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

/** What a return mail says: where the shopper's return now is, and what was refunded. */
export interface ReturnNotice {
  readonly email: string;
  readonly number: string;
  readonly reference: string | null;
  readonly returnId: number;
  readonly status: ReturnStatus;
  /** set when refunded */
  readonly refunded: Money | null;
}

/** Tells the shopper where their order is (a mail through the durable queue). */
export interface FulfilmentNotifier {
  /** Queues the mail; called in the step's transaction, it goes out only if the step commits. */
  orderStatusChanged(notice: OrderStatusNotice): Promise<void>;
  /** The same for a return: asked, approved or declined, received, refunded. */
  returnChanged(notice: ReturnNotice): Promise<void>;
}
