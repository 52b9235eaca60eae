import type { Pagination } from './product';

export const FIRST_PAGE = 1;

/** A page number from a query string value; anything that is not a positive integer means page 1. */
export const parsePageNumber = (raw: string | null | undefined): number => {
  if (raw === null || raw === undefined || !/^\d+$/.test(raw.trim())) return FIRST_PAGE;
  const page = Number(raw.trim());
  return Number.isSafeInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
};

export const hasMultiplePages = (pagination: Pagination): boolean => pagination.totalPages > 1;

export const hasPreviousPage = (pagination: Pagination): boolean =>
  pagination.currentPage > FIRST_PAGE;

export const hasNextPage = (pagination: Pagination): boolean =>
  pagination.currentPage < pagination.totalPages;

export const pageNumbers = (pagination: Pagination): readonly number[] =>
  Array.from({ length: Math.max(0, pagination.totalPages) }, (_, index) => index + FIRST_PAGE);

export const totalPagesFor = (total: number, perPage: number): number =>
  perPage > 0 ? Math.ceil(total / perPage) : 0;
