// The back office's product list and audit log, read from the query string: a search text (title or
// SKU) and a page. Anything malformed is refused with a message naming the parameter.
import { err, ok, type Result } from '../shared/result.ts';

export const STAFF_PRODUCTS_PER_PAGE = 25;
export const AUDIT_LOG_PER_PAGE = 50;
const MAX_PAGE = 10_000;
const MAX_SEARCH = 100;

export interface StaffProductQuery {
  /** part of a product's title or of one of its variants' SKUs, without regard to case */
  readonly search: string | null;
  readonly page: number;
}

type Params = Readonly<Record<string, unknown>>;

const one = (params: Params, name: string): Result<string | null, string> => {
  const value = params[name];
  if (value === undefined || value === '') return ok(null);
  return typeof value === 'string' ? ok(value) : err(`Give ${name} once.`);
};

/** `page`, 1 when absent. */
export function parsePage(params: Params): Result<number, string> {
  const raw = one(params, 'page');
  if (!raw.ok) return raw;
  const page = raw.value === null ? 1 : /^\d{1,5}$/.test(raw.value) ? Number(raw.value) : 0;
  return page >= 1 && page <= MAX_PAGE
    ? ok(page)
    : err(`page is a whole number from 1 to ${MAX_PAGE}.`);
}

export function parseStaffProductQuery(params: Params): Result<StaffProductQuery, string> {
  const q = one(params, 'q');
  if (!q.ok) return q;
  const search = q.value?.trim() ?? '';
  if (search.length > MAX_SEARCH) return err(`q is too long: at most ${MAX_SEARCH} characters.`);
  const page = parsePage(params);
  if (!page.ok) return page;
  return ok({ search: search === '' ? null : search, page: page.value });
}
