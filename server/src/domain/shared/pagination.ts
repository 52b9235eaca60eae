export interface PageRequest {
  readonly page: number;
  readonly perPage: number;
}

export interface Pagination {
  readonly total: number;
  readonly count: number;
  readonly perPage: number;
  readonly currentPage: number;
  readonly totalPages: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
}

export type PageRequestError = { readonly kind: 'invalid-page'; readonly value: string };
