// What may happen to a placed order, and who may make it happen: the order's life after "paid".
// paid `new` -> `processing` -> `shipped` (one parcel or several, each with its carrier and tracking
// number) -> `delivered`; `cancelled` from `new` or `processing` (never once a parcel left). Every
// change is one step of this machine: a step it does not allow is refused with a reason the back
// office or the shopper can read, and changes nothing.
import type { PaidStatus } from '../pricing/pricing.ts';
import { err, ok, type Result } from '../shared/result.ts';

export const ORDER_STATUSES = ['new', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly (string | null)[]).includes(value);

/** Who acts on the order: shop staff, the shopper who placed it, or the shop's own housekeeping. */
export type OrderActor = 'staff' | 'customer' | 'system';

/** A parcel as it left the shop: who carries it and the number they track it by. */
export interface Parcel {
  readonly carrier: string;
  readonly trackingNumber: string;
}

export type OrderStep =
  | { readonly kind: 'process' }
  | { readonly kind: 'ship'; readonly parcel: Parcel }
  | { readonly kind: 'deliver' }
  | { readonly kind: 'cancel' };

export interface OrderFlowState {
  readonly status: OrderStatus;
  readonly paidStatus: PaidStatus;
}

export const ORDER_FLOW_MESSAGES = {
  notPaid: 'This order is not paid yet: it can be processed once it is.',
  notProcessing: 'Only an order being processed can be shipped.',
  notShipped: 'Only a shipped order can be marked delivered.',
  notNew: 'Only a new paid order can be processed.',
  alreadyShipped:
    'This order has shipped, so it can no longer be cancelled. You can return it once it arrives.',
  alreadyCancelled: 'This order is already cancelled.',
  staffOnly: 'Only shop staff can do this.',
  parcel: 'Give the parcel a carrier and a tracking number (letters, digits, spaces and dashes).',
} as const;

const CARRIER_MAX = 64;
const TRACKING = /^[A-Za-z0-9][A-Za-z0-9 -]{2,39}$/;

/** A parcel's carrier and tracking number as staff typed them, trimmed; null when unusable. */
export function parcelOf(carrier: string, trackingNumber: string): Parcel | null {
  const name = carrier.trim();
  const number = trackingNumber.trim();
  if (name === '' || name.length > CARRIER_MAX || !TRACKING.test(number)) return null;
  return { carrier: name, trackingNumber: number };
}

const isPaid = (paidStatus: PaidStatus) => paidStatus === 'paid' || paidStatus === 'overPaid';

function cancelRefusal(status: OrderStatus): string | null {
  if (status === 'cancelled') return ORDER_FLOW_MESSAGES.alreadyCancelled;
  if (status === 'shipped' || status === 'delivered') return ORDER_FLOW_MESSAGES.alreadyShipped;
  return null;
}

/**
 * The order's status after `step` by `actor`, or why the step is refused. Only staff move an order
 * along; the shopper (on their own order: ownership is checked by the caller) and the housekeeping
 * may only cancel it before it ships.
 */
export function nextOrderStatus(
  state: OrderFlowState,
  step: OrderStep,
  actor: OrderActor,
): Result<OrderStatus, string> {
  if (step.kind === 'cancel') {
    const refusal = cancelRefusal(state.status);
    return refusal === null ? ok('cancelled') : err(refusal);
  }
  if (actor !== 'staff') return err(ORDER_FLOW_MESSAGES.staffOnly);
  switch (step.kind) {
    case 'process':
      if (state.status !== 'new') return err(ORDER_FLOW_MESSAGES.notNew);
      return isPaid(state.paidStatus) ? ok('processing') : err(ORDER_FLOW_MESSAGES.notPaid);
    case 'ship':
      // A second parcel of a shipped order keeps it shipped.
      return state.status === 'processing' || state.status === 'shipped'
        ? ok('shipped')
        : err(ORDER_FLOW_MESSAGES.notProcessing);
    case 'deliver':
      return state.status === 'shipped' ? ok('delivered') : err(ORDER_FLOW_MESSAGES.notShipped);
  }
}
