// The two error shapes the storefront reads: Craft's exception JSON for /actions/* and the Element API's
// for /api/*. Messages of 5xx errors are never shown to clients (logged instead).

const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const SERVER_ERROR_MESSAGE = 'A server error occurred.';

/** An expected HTTP failure raised by a route; the error handler renders it in the path's shape. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export const statusName = (status: number): string =>
  STATUS_NAMES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');

/** Craft: `{name, message, code, status}`; `error` duplicates the message for clients that read it first. */
export const craftErrorBody = (status: number, message: string) => ({
  name: statusName(status),
  message,
  code: 0,
  status,
  error: message,
});

/** Element API: `{error: {code, message}}`. */
export const elementApiErrorBody = (status: number, message: string) => ({
  error: { code: status, message },
});

export const isElementApiPath = (url: string): boolean =>
  url.startsWith('/api/') || url.startsWith('/settings/');

/**
 * Element API endpoints are reads: their errors nest under `error`. Everything that changes state
 * (Craft actions, and the POST endpoints under /api such as shared carts and account calls) answers
 * in Craft's shape, with `message` at the top, so clients read the message and recognise an expired
 * CSRF token the same way everywhere.
 */
export const errorBodyFor = (url: string, status: number, message: string, method = 'GET') =>
  isElementApiPath(url) && (method === 'GET' || method === 'HEAD')
    ? elementApiErrorBody(status, message)
    : craftErrorBody(status, message);
