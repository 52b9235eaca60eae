import { NETWORK_ERROR_STATUS } from '../../domain/http/backend-error';
import type { GatewayError } from '../../domain/http/gateway.errors';
import { formErrorsFrom, type FormErrors } from '../../domain/http/service-error.rules';

export const NO_FORM_ERRORS: FormErrors = { general: [], fields: {} };

/** The back-end's per-field and general errors carried by a refused call, if any. */
export const formErrorsOf = (error: GatewayError): FormErrors =>
  error.kind === 'request-failed' ? formErrorsFrom(error.error.data) : NO_FORM_ERRORS;

/** Every message of a refusal, general ones first, then each field's in order. */
export const allMessages = ({ general, fields }: FormErrors): string[] => [
  ...general,
  ...Object.values(fields).flat(),
];

/**
 * The back-end answered and said no (or said something unreadable), as opposed to not answering:
 * the first is the action's own failure, the second is a connection problem.
 */
export const wasAnswered = (error: GatewayError): boolean =>
  error.kind === 'invalid-data' || error.error.status !== NETWORK_ERROR_STATUS;
