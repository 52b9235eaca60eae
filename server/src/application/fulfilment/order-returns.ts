// Returns (returns.rules): the shopper asks for one on their own delivered order, within the window,
// for units not already being returned; staff approve or reject it, receive the goods (their units
// back in stock, if staff choose) and refund them: what the lines were paid, or less, never more than
// is left to refund on the order. All under the order's lock, so two staff cannot refund twice.
import { type BackInStockDeps, notifyBackInStock } from '../stock-alerts/notify-back-in-stock.ts';
import type { FieldChange } from '../../domain/catalog/staff-edits.rules.ts';
import {
  checkReturnRequest,
  nextReturnStatus,
  type RequestedLine,
  returnedWorthMinor,
  type ReturnStatus,
} from '../../domain/fulfilment/returns.rules.ts';
import { paidStatus } from '../../domain/pricing/totals.rules.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type {
  OrderFlowWrites,
  PlacedOrder,
  StoredReturn,
} from '../../ports/fulfilment/order-flow-repository.ts';
import type { AdvanceOrderDeps } from './advance-order.ts';
import { type RefundDeps, refundableOn, refundUpTo } from './refund-payments.ts';

export type ReturnDeps = AdvanceOrderDeps & RefundDeps & BackInStockDeps;

export type ReturnRefusal =
  { readonly kind: 'not-found' } | { readonly kind: 'refused'; readonly message: string };

export const RETURN_REFUND_MESSAGES = {
  failed: 'The refund could not be made. The return is kept as received: please try again later.',
  tooMuch:
    'That is more than the returned items are worth, or than is left to refund on the order.',
} as const;

type Outcome<T> = Promise<Result<T, ReturnRefusal>>;

/** Queues the shopper's mail about their return, in the change's transaction. */
const tellShopper = async (
  deps: ReturnDeps,
  order: PlacedOrder,
  returnId: number,
  status: ReturnStatus,
  refundedMinor: number | null = null,
): Promise<void> => {
  if (order.email === null) return;
  await deps.fulfilmentNotifier.returnChanged({
    email: order.email,
    number: order.number,
    reference: order.reference,
    returnId,
    status,
    refunded: refundedMinor === null ? null : { minor: refundedMinor, currency: order.currency },
  });
};

/** Keeps a staff member's step of a return in the audit log, in its transaction. */
const auditReturn = (
  writes: OrderFlowWrites,
  input: { readonly returnId: number; readonly staffId: number },
  changes: readonly FieldChange[],
  at: Date,
): Promise<void> =>
  writes.audit(
    { actorUserId: input.staffId, entityType: 'return', entityId: input.returnId, changes },
    at,
  );

/** Runs `work` on the order under its lock; a shopper's call reaches their own order only. */
const onOrder = async <T>(
  deps: ReturnDeps,
  orderId: number,
  customerId: number | null,
  work: (order: PlacedOrder, writes: OrderFlowWrites) => Outcome<T>,
): Outcome<T> => {
  const outcome = await deps.orderFlow.withPlacedOrder(orderId, (order, writes) =>
    customerId !== null && order.customerId !== customerId
      ? Promise.resolve(err({ kind: 'not-found' } as const))
      : work(order, writes),
  );
  return outcome ?? err({ kind: 'not-found' });
};

/** The shopper's request: the new return's id, or why it cannot be made. */
export function requestReturn(
  deps: ReturnDeps,
  input: {
    readonly orderId: number;
    readonly customerId: number;
    readonly lines: readonly RequestedLine[];
    readonly reason: string;
  },
): Outcome<number> {
  return onOrder(deps, input.orderId, input.customerId, async (order, writes) => {
    const now = deps.clock.now();
    const checked = checkReturnRequest({
      deliveredAt: order.status === 'delivered' ? order.dateDelivered : null,
      now,
      lines: await writes.returnableLines(),
      requested: input.lines,
      reason: input.reason,
    });
    if (!checked.ok) return err({ kind: 'refused', message: checked.error });
    const returnId = await writes.createReturn(checked.value.lines, checked.value.reason, now);
    await tellShopper(deps, order, returnId, 'requested');
    return ok(returnId);
  });
}

/** Staff approve, reject or receive a return (receiving may put its units back in stock). */
export function stepReturn(
  deps: ReturnDeps,
  input: {
    readonly orderId: number;
    readonly returnId: number;
    readonly step: 'approve' | 'reject' | 'receive';
    readonly restock: boolean;
    readonly staffId: number;
  },
): Outcome<StoredReturn> {
  return onOrder(deps, input.orderId, null, async (order, writes) => {
    const stored = await writes.returnOf(input.returnId);
    if (stored === null) return err({ kind: 'not-found' });
    const next = nextReturnStatus(stored.status, input.step);
    if (!next.ok) return err({ kind: 'refused', message: next.error });
    const restock = input.step === 'receive' && input.restock;
    const change = { status: next.value, restock };
    const now = deps.clock.now();
    await notifyBackInStock(deps, await writes.updateReturn(input.returnId, change, now));
    const changes = [
      { field: 'status', from: stored.status, to: next.value },
      ...(restock ? [{ field: 'restocked', from: false, to: true }] : []),
    ];
    await auditReturn(writes, input, changes, now);
    await tellShopper(deps, order, input.returnId, next.value);
    return ok({ ...stored, status: next.value });
  });
}

/** What a received return would refund now: its lines' worth, capped by what is left on the order. */
export const returnWorthMinor = (stored: StoredReturn, leftMinor: number): number =>
  Math.min(returnedWorthMinor(stored.lines), leftMinor);

/** Staff refund a received return: `amountMinor` (what staff were shown, or less), or its worth. */
export function refundReturn(
  deps: ReturnDeps,
  input: {
    readonly orderId: number;
    readonly returnId: number;
    readonly amountMinor?: number;
    readonly staffId: number;
  },
): Outcome<StoredReturn> {
  return onOrder(deps, input.orderId, null, async (order, writes) => {
    const stored = await writes.returnOf(input.returnId);
    if (stored === null) return err({ kind: 'not-found' });
    const next = nextReturnStatus(stored.status, 'refund');
    if (!next.ok) return err({ kind: 'refused', message: next.error });
    const payments = await writes.payments();
    const left = refundableOn(payments);
    const worth = returnWorthMinor(stored, left);
    const amount = input.amountMinor ?? worth;
    if (amount <= 0 || amount > worth)
      return err({ kind: 'refused', message: RETURN_REFUND_MESSAGES.tooMuch });
    const now = deps.clock.now();
    if (!(await refundUpTo(deps, order, writes, amount, now)))
      return err({ kind: 'refused', message: RETURN_REFUND_MESSAGES.failed });
    await writes.updateReturn(input.returnId, { status: next.value, refundedMinor: amount }, now);
    const changes = [
      { field: 'status', from: stored.status, to: next.value },
      { field: 'refundedMinor', from: stored.refundedMinor, to: amount },
    ];
    await auditReturn(writes, input, changes, now);
    await writes.setPaidStatus(paidStatus(order.totalPriceMinor, left - amount, true));
    await tellShopper(deps, order, input.returnId, next.value, amount);
    return ok({ ...stored, status: next.value, refundedMinor: amount });
  });
}
