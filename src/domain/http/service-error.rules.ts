import { fieldOf, isRecord, nonBlank } from '../shared/guards';

export const COMMUNICATION_FAILURE_MESSAGE =
  'Unable to communicate with the server. Please check your connection and try again.';
export const INVALID_DATA_MESSAGE = 'Received invalid data from the server';
export const INVALID_SESSION_MESSAGE = 'Received invalid session data from the server';
export const CART_PARSE_FAILED_MESSAGE = 'Failed to parse cart response';
export const INVALID_USER_DATA_MESSAGE = 'Invalid user data received';
export const INVALID_RESPONSE_MESSAGE = 'Received invalid response from server';
export const DEFAULT_API_ERROR_PREFIX = 'Unable to complete operation';

/** A failed request with something to say gets it shown; otherwise the generic advice. */
export const communicationErrorMessage = (message?: string | null): string => {
  const text = nonBlank(message);
  return text === undefined ? COMMUNICATION_FAILURE_MESSAGE : `Communication error: ${text}`;
};

export const invalidDataMessage = (message?: string | null): string =>
  nonBlank(message) ?? INVALID_DATA_MESSAGE;

export const apiErrorMessage = (
  message: string,
  prefix: string = DEFAULT_API_ERROR_PREFIX,
): string => `${prefix}: ${message}`;

export interface FormErrors {
  readonly general: readonly string[];
  readonly fields: Readonly<Record<string, readonly string[]>>;
}

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => nonBlank(item) !== undefined,
  );

/** An `errors` list becomes general errors; an `errors` object becomes per-field errors. */
export const formErrorsFrom = (data: unknown): FormErrors => {
  const errors = fieldOf(data, 'errors');
  if (Array.isArray(errors)) return { general: texts(errors), fields: {} };
  if (!isRecord(errors)) return { general: [], fields: {} };
  const fields = Object.fromEntries(
    Object.entries(errors)
      .map(([field, value]) => [field, texts(value)] as const)
      .filter(([, messages]) => messages.length > 0),
  );
  return { general: [], fields };
};
