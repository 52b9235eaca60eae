import { nonBlank } from '../shared/guards';
import type { PageError } from './page-error';

/** An unmatched route is a non-fatal 404. */
export const pageNotFound = (path: string): PageError => ({
  statusCode: 404,
  name: 'Not Found',
  message: `Page not found: ${path}`,
});

export const unexpectedPageError = (message?: string | null): PageError => ({
  statusCode: 500,
  name: 'Error',
  message: nonBlank(message) ?? 'Something went wrong',
});
