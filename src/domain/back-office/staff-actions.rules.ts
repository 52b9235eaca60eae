// What staff may do next with an order and with each of its returns. The back-end decides in the end
// (and refuses, with the reason, when another member of staff got there first); the page offers only
// the steps that apply now.
import { typedMinor } from './staff-catalog.rules';
import type { StaffOrder, StaffReturn } from './staff-order';

export type StaffOrderAction = 'process' | 'ship' | 'deliver' | 'cancel';
export type StaffReturnAction = 'approve' | 'reject' | 'receive' | 'refund';

const isPaid = (paidStatus: string | null): boolean =>
  paidStatus === 'paid' || paidStatus === 'overPaid';

/** The steps that apply to the order as it stands. */
export function staffOrderActions(
  order: Pick<StaffOrder, 'status'> & { readonly paidStatus: string | null },
): readonly StaffOrderAction[] {
  switch (order.status) {
    case 'new':
      return isPaid(order.paidStatus) ? ['process', 'cancel'] : ['cancel'];
    case 'processing':
      return ['ship', 'cancel'];
    case 'shipped':
      // Another parcel of the same order, or its arrival.
      return ['ship', 'deliver'];
    default:
      return [];
  }
}

/**
 * Whether staff may record that a pay-by-invoice order's money arrived: not cancelled, not paid,
 * and an authorization stands that nothing has captured yet (the back-end captures Manual ones
 * only, and says so for any other).
 */
export function canMarkPaid(
  order: Pick<StaffOrder, 'status' | 'payments'> & { readonly paidStatus: string | null },
): boolean {
  const authorized = order.payments.some(
    (payment) => payment.type === 'authorize' && payment.status === 'success',
  );
  const captured = order.payments.some(
    (payment) => payment.type === 'capture' && payment.status === 'success',
  );
  return order.status !== 'cancelled' && !isPaid(order.paidStatus) && authorized && !captured;
}

/** The steps that apply to a return as it stands. */
export function staffReturnActions(
  request: Pick<StaffReturn, 'status'>,
): readonly StaffReturnAction[] {
  switch (request.status) {
    case 'requested':
      return ['approve', 'reject'];
    case 'approved':
      return ['receive'];
    case 'received':
      return ['refund'];
    default:
      return [];
  }
}

/** The words staff see for a return's status. */
export const RETURN_STATUS_LABELS: Readonly<Record<string, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
};

/** The words staff see for a paid status (Commerce's names otherwise). */
export const PAID_STATUS_LABELS: Readonly<Record<string, string>> = {
  paid: 'Paid',
  partial: 'Partly paid',
  unpaid: 'Unpaid',
  overPaid: 'Overpaid',
};

/**
 * A refund amount as staff typed it (in major units, "12.50"), in minor units; null when it is not
 * an amount from 0.01 up to `limitMinor`.
 */
export function refundAmountMinor(typed: string, limitMinor: number): number | null {
  const minor = typedMinor(typed);
  return minor !== null && minor >= 1 && minor <= limitMinor ? minor : null;
}
