// The back office's order list: what staff search and filter by, read from the query string. Anything
// malformed is refused with a message naming the parameter, before any read.
import { ORDER_STATUSES, type OrderStatus } from './order-flow.rules.ts';
import type { PaidStatus } from '../pricing/pricing.ts';
import { err, ok, type Result } from '../shared/result.ts';

export const STAFF_ORDERS_PER_PAGE = 25;
const MAX_PAGE = 10_000;
const MAX_SEARCH = 100;
const PAID_STATUSES: readonly PaidStatus[] = ['unpaid', 'partial', 'paid', 'overPaid'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface StaffOrderQuery {
  /** reference, number (its start), e-mail or name; matched without regard to case */
  readonly search: string | null;
  readonly status: OrderStatus | null;
  readonly paidStatus: PaidStatus | null;
  /** placed on or after this day (UTC) */
  readonly from: Date | null;
  /** placed before the end of this day (UTC) */
  readonly to: Date | null;
  readonly page: number;
}

type Params = Readonly<Record<string, unknown>>;

const one = (params: Params, name: string): Result<string | null, string> => {
  const value = params[name];
  if (value === undefined || value === '') return ok(null);
  return typeof value === 'string' ? ok(value) : err(`Give ${name} once.`);
};

const dayOf = (text: string, endOfDay: boolean): Date | null => {
  if (!DAY.test(text)) return null;
  const start = new Date(`${text}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== text) return null;
  return endOfDay ? new Date(start.getTime() + 86_400_000) : start;
};

function choice<T extends string>(
  raw: string | null,
  allowed: readonly T[],
  name: string,
): Result<T | null, string> {
  if (raw === null) return ok(null);
  return (allowed as readonly string[]).includes(raw)
    ? ok(raw as T)
    : err(`${name} must be one of ${allowed.join(', ')}.`);
}

/** The list's query from the request's parameters, or why it cannot be read. */
export function parseStaffOrderQuery(params: Params): Result<StaffOrderQuery, string> {
  const [q, status, paid, from, to, page] = ['q', 'status', 'paid', 'from', 'to', 'page'].map(
    (name) => one(params, name),
  );
  for (const part of [q, status, paid, from, to, page]) if (part && !part.ok) return part;
  const value = (part: Result<string | null, string> | undefined) => (part?.ok ? part.value : null);
  const search = value(q)?.trim() ?? null;
  if (search !== null && search.length > MAX_SEARCH)
    return err(`q is too long: at most ${MAX_SEARCH} characters.`);
  const statusChoice = choice(value(status), ORDER_STATUSES, 'status');
  if (!statusChoice.ok) return statusChoice;
  const paidChoice = choice(value(paid), PAID_STATUSES, 'paid');
  if (!paidChoice.ok) return paidChoice;
  const [fromText, toText, pageText] = [value(from), value(to), value(page)];
  const fromDay = fromText === null ? null : dayOf(fromText, false);
  const toDay = toText === null ? null : dayOf(toText, true);
  if ((fromText !== null && fromDay === null) || (toText !== null && toDay === null))
    return err('from and to are days: YYYY-MM-DD.');
  const pageNumber = pageText === null ? 1 : /^\d{1,5}$/.test(pageText) ? Number(pageText) : 0;
  if (pageNumber < 1 || pageNumber > MAX_PAGE)
    return err(`page is a whole number from 1 to ${MAX_PAGE}.`);
  return ok({
    search: search === '' ? null : search,
    status: statusChoice.value,
    paidStatus: paidChoice.value,
    from: fromDay,
    to: toDay,
    page: pageNumber,
  });
}
