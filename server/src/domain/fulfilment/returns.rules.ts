// A shopper's request to send goods back: within RETURN_WINDOW_DAYS of delivery, for units they
// bought and have not already asked to return, with a reason. Staff approve or reject it, receive
// the goods (stock back per line, if they choose) and refund them; each request moves one way only.
import { err, ok, type Result } from '../shared/result.ts';

export const RETURN_WINDOW_DAYS = 30;
const DAY_MS = 24 * 3_600_000;

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export type ReturnStep = 'approve' | 'reject' | 'receive' | 'refund';

const STEPS: Readonly<Record<ReturnStep, { from: ReturnStatus; to: ReturnStatus }>> = {
  approve: { from: 'requested', to: 'approved' },
  reject: { from: 'requested', to: 'rejected' },
  receive: { from: 'approved', to: 'received' },
  refund: { from: 'received', to: 'refunded' },
};

export const RETURN_MESSAGES = {
  notDelivered: 'An order can be returned once it has been delivered.',
  windowClosed: `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery.`,
  noLines: 'Choose at least one item to return.',
  tooMany: 'You cannot return more of an item than you bought and have not already returned.',
  reason: 'Tell us why you are returning these items (at most 500 characters).',
  step: (step: ReturnStep, status: ReturnStatus) => `A ${status} return cannot be given "${step}".`,
} as const;

const REASON_MAX = 500;

/** Whether a return may still be asked for, `now`, of an order delivered at `deliveredAt`. */
export const returnWindowOpen = (deliveredAt: Date, now: Date): boolean =>
  now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * DAY_MS;

/** A line of the order as the return form offers it. */
export interface ReturnableLine {
  readonly lineItemId: number;
  readonly orderedQty: number;
  /** units of it in other returns that were not rejected */
  readonly alreadyReturningQty: number;
}

export interface RequestedLine {
  readonly lineItemId: number;
  readonly qty: number;
}

export interface ReturnRequestInput {
  readonly deliveredAt: Date | null;
  readonly now: Date;
  readonly lines: readonly ReturnableLine[];
  readonly requested: readonly RequestedLine[];
  readonly reason: string;
}

const returnableQty = (line: ReturnableLine): number =>
  Math.max(0, line.orderedQty - line.alreadyReturningQty);

/** The request's lines (only those with a quantity) and reason, or why it cannot be made. */
export function checkReturnRequest(
  input: ReturnRequestInput,
): Result<{ readonly lines: readonly RequestedLine[]; readonly reason: string }, string> {
  if (input.deliveredAt === null) return err(RETURN_MESSAGES.notDelivered);
  if (!returnWindowOpen(input.deliveredAt, input.now)) return err(RETURN_MESSAGES.windowClosed);
  const reason = input.reason.trim();
  if (reason === '' || reason.length > REASON_MAX) return err(RETURN_MESSAGES.reason);
  const lines = input.requested.filter((line) => line.qty !== 0);
  if (lines.length === 0) return err(RETURN_MESSAGES.noLines);
  const byId = new Map(input.lines.map((line) => [line.lineItemId, line]));
  const seen = new Set<number>();
  for (const line of lines) {
    const ordered = byId.get(line.lineItemId);
    const fits =
      ordered !== undefined &&
      !seen.has(line.lineItemId) &&
      Number.isSafeInteger(line.qty) &&
      line.qty > 0 &&
      line.qty <= returnableQty(ordered);
    if (!fits) return err(RETURN_MESSAGES.tooMany);
    seen.add(line.lineItemId);
  }
  return ok({ lines, reason });
}

/** The request's status after a staff step, or why that step does not apply now. */
export function nextReturnStatus(
  status: ReturnStatus,
  step: ReturnStep,
): Result<ReturnStatus, string> {
  const move = STEPS[step];
  return move.from === status ? ok(move.to) : err(RETURN_MESSAGES.step(step, status));
}

/** What returned lines were paid: units times what the shopper paid for each, in minor units. */
export const returnedWorthMinor = (
  lines: readonly { readonly qty: number; readonly unitPaidMinor: number }[],
): number => lines.reduce((sum, line) => sum + line.qty * line.unitPaidMinor, 0);
