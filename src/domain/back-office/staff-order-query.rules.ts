// The back office's order list as an address: what staff searched for and filtered by, kept in the
// page's query string so that a list can be reloaded, bookmarked and shared between staff.

/** What the list shows; an empty text is no filter. */
export interface StaffOrderQuery {
  readonly q: string;
  readonly status: string;
  readonly paid: string;
  /** placed on or after this day, YYYY-MM-DD */
  readonly from: string;
  /** placed on or before this day, YYYY-MM-DD */
  readonly to: string;
  readonly page: number;
}

export const ORDER_STATUS_FILTERS = ['new', 'processing', 'shipped', 'delivered', 'cancelled'];
export const PAID_STATUS_FILTERS = ['paid', 'partial', 'unpaid', 'overPaid'];

const MAX_SEARCH = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = (value: string | null, allowed: readonly string[]): string =>
  value !== null && allowed.includes(value) ? value : '';

const day = (value: string | null): string => (value !== null && DAY.test(value) ? value : '');

/** The query an address asks for; anything it cannot use is left out rather than refused. */
export function staffOrderQueryFrom(params: URLSearchParams): StaffOrderQuery {
  const page = Number(params.get('page') ?? '1');
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    status: oneOf(params.get('status'), ORDER_STATUS_FILTERS),
    paid: oneOf(params.get('paid'), PAID_STATUS_FILTERS),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query's parameters, without the empty ones (and without page 1). */
export function staffOrderQueryParams(query: StaffOrderQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of ['q', 'status', 'paid', 'from', 'to'] as const)
    if (query[name] !== '') params[name] = query[name];
  if (query.page > 1) params.page = String(query.page);
  return params;
}

/** How many pages the list has (at least one, even when nothing matches). */
export const pageCount = (total: number, perPage: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, perPage)));
