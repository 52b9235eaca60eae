import type { RequestedLine } from '../../../domain/fulfilment/returns.rules.ts';
import { MAX_RECORD_ID } from '../../../domain/shared/record-id.rules.ts';
import { HttpError } from '../craft/craft-response.ts';

const MAX_LINES = 100;
const MAX_QTY = 100_000;

const isWhole = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max;

/** `{lines: [{lineItemId, qty}], reason}` as sent, checked for shape before anything is read. */
export function returnRequestOf(body: unknown): {
  readonly lines: readonly RequestedLine[];
  readonly reason: string;
} {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const { lines, reason } = fields;
  if (typeof reason !== 'string') throw new HttpError(400, 'Give a reason for the return.');
  if (!Array.isArray(lines) || lines.length > MAX_LINES)
    throw new HttpError(400, `lines is a list of at most ${MAX_LINES} {lineItemId, qty}.`);
  return {
    reason,
    lines: lines.map((line: unknown) => {
      const { lineItemId, qty } =
        line && typeof line === 'object' ? (line as Record<string, unknown>) : {};
      if (!isWhole(lineItemId, MAX_RECORD_ID) || !isWhole(qty, MAX_QTY))
        throw new HttpError(400, 'Each line is {lineItemId, qty}: whole numbers.');
      return { lineItemId, qty };
    }),
  };
}
