import type { PageRequest, PageRequestError, Pagination } from './pagination.ts';
import { err, ok, type Result } from './result.ts';

export const MAX_PAGE = 100_000;

/** `?page=` as sent by a client: absent means 1; anything but a whole number from 1 up is refused. */
export function parsePageRequest(
  raw: string | undefined,
  perPage: number,
): Result<PageRequest, PageRequestError> {
  if (raw === undefined || raw === '') return ok({ page: 1, perPage });
  if (!/^\d{1,6}$/.test(raw)) return err({ kind: 'invalid-page', value: raw });
  const page = Number(raw);
  if (page < 1 || page > MAX_PAGE) return err({ kind: 'invalid-page', value: raw });
  return ok({ page, perPage });
}

export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.perPage;
}

export function paginate(request: PageRequest, total: number, count: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / request.perPage));
  return {
    total,
    count,
    perPage: request.perPage,
    currentPage: request.page,
    totalPages,
    hasPrevious: request.page > 1,
    hasNext: request.page < totalPages,
  };
}
