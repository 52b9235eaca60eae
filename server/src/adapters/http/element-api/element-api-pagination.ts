import type { Pagination } from '../../../domain/shared/pagination.ts';

/** Fractal's ArraySerializer pagination meta, links absolute as the Element API sends them. */
export function serializePagination(pagination: Pagination, pageUrl: (page: number) => string) {
  return {
    pagination: {
      total: pagination.total,
      count: pagination.count,
      per_page: pagination.perPage,
      current_page: pagination.currentPage,
      total_pages: pagination.totalPages,
      links: {
        ...(pagination.hasPrevious ? { previous: pageUrl(pagination.currentPage - 1) } : {}),
        ...(pagination.hasNext ? { next: pageUrl(pagination.currentPage + 1) } : {}),
      },
    },
  };
}
