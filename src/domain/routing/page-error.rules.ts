import type { RoutingError } from './routing.errors';
import { nonBlank } from '../shared/guards';
import type { PageError } from './page-error';

/** An unmatched route is a non-fatal 404. */
export const pageNotFound = (path: string): PageError => ({
  statusCode: 404,
  name: 'Not Found',
  message: `Page not found: ${path}`,
});

/** The route-validation step's 404; note the capitals, which tell the two 404s apart. */
export const routeValidationNotFound = (path: string): PageError => ({
  statusCode: 404,
  name: 'Not Found',
  message: `Page Not Found: ${path}`,
});

/** A route naming a guard that does not exist is a bug in the route table. */
export const unknownGuardError = (guard: string): PageError => ({
  statusCode: 500,
  name: 'Error',
  message: `Unknown route guard: '${guard}'`,
});

export const unexpectedPageError = (message?: string | null): PageError => ({
  statusCode: 500,
  name: 'Error',
  message: nonBlank(message) ?? 'Something went wrong',
});

export const routingPageError = (error: RoutingError): PageError => {
  switch (error.kind) {
    case 'route-validation-failed':
      return routeValidationNotFound(error.path);
    case 'route-not-matched':
      return pageNotFound(error.path);
    case 'unknown-guard':
      return unknownGuardError(error.guard);
  }
};

/**
 * Crawlers get no error page: the error is only logged, so no error text gets indexed. Which user
 * agents are bots is a maintained list's business, passed in as `isBot` (an adapter wires the
 * `isbot` package); a missing user agent is treated as a person.
 */
export const showsErrorPage = (
  userAgent: string | null | undefined,
  isBot: (userAgent: string) => boolean,
): boolean => {
  const agent = nonBlank(userAgent);
  return agent === undefined || !isBot(agent);
};
