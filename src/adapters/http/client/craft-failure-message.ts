// How the client words a failed call for BackendError.message: it reads Craft's answer (`error`,
// `errors`, `message`) and knows Craft's expired-CSRF answer. This is wire, so it lives here.
import type { HttpMethod } from '../../../domain/http/backend-error';
import { fieldOf, isRecord, nonBlank } from '../../../domain/shared/guards';
import type { ResponseBody } from './craft-response-body';

export const MAX_CSRF_RETRIES = 3;
export const EXPIRED_CSRF_MESSAGE = 'Unable to verify your data submission.';

export interface FailedResponse {
  readonly status: number;
  readonly statusText: string;
  readonly body: ResponseBody;
}

export const emptyResponseMessage = (status: number): string => `(${status}) Empty response`;

/** Craft puts a string in `error`; the Element API nests it as `{ error: { message } }`. */
const errorFieldMessage = (body: ResponseBody): string | undefined => {
  const error = fieldOf(body, 'error');
  return nonBlank(error) ?? nonBlank(fieldOf(error, 'message'));
};

/** Field errors arrive as `{ field: ['msg', ...] }` or as a plain list; either way every text counts. */
const joinedErrorsMessage = (body: ResponseBody): string | undefined => {
  const errors = fieldOf(body, 'errors');
  if (!isRecord(errors) && !Array.isArray(errors)) return undefined;
  const texts = Object.values(errors)
    .flat()
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .map(String)
    .filter((text) => nonBlank(text) !== undefined);
  return texts.length > 0 ? texts.join(', ') : undefined;
};

export const failedGetMessage = ({ status, statusText, body }: FailedResponse): string => {
  const reason =
    errorFieldMessage(body) ??
    joinedErrorsMessage(body) ??
    nonBlank(fieldOf(body, 'message')) ??
    nonBlank(body) ??
    nonBlank(statusText) ??
    'API request failed';
  return `(${status}) ${reason}`;
};

export const failedPostMessage = ({
  status,
  body,
}: Pick<FailedResponse, 'status' | 'body'>): string =>
  nonBlank(fieldOf(body, 'message')) ?? `API request failed with status ${status}`;

/**
 * An empty body is reported the same way whatever the method or status: there is nothing else
 * to say about it. Only a GET reads the richer error fields; a POST or DELETE reads `message`.
 */
export const failedResponseMessage = (method: HttpMethod, response: FailedResponse): string => {
  if (response.body === undefined) return emptyResponseMessage(response.status);
  return method === 'GET' ? failedGetMessage(response) : failedPostMessage(response);
};

export const networkErrorMessage = (message?: string | null): string =>
  nonBlank(message) ?? 'Unknown error';

export const csrfFetchFailedMessage = ({
  status,
  body,
}: Pick<FailedResponse, 'status' | 'body'>): string =>
  nonBlank(fieldOf(body, 'message')) ??
  nonBlank(fieldOf(body, 'error')) ??
  `Failed to fetch CSRF token with status ${status}`;

/** Only meaningful for POST responses: Craft answers an expired CSRF token this way. */
export const isExpiredCsrf = (status: number, message: string): boolean =>
  status === 400 && message.trim() === EXPIRED_CSRF_MESSAGE;

export const canRetryCsrf = (retryCount: number): boolean => retryCount < MAX_CSRF_RETRIES;
