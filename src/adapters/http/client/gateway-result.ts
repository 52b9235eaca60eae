import type * as z from 'zod/mini';
import {
  type BackendError,
  type HttpMethod,
  NETWORK_ERROR_STATUS,
} from '../../../domain/http/backend-error';
import type { DataSubject, GatewayError } from '../../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../../domain/shared/result';
import { networkErrorMessage } from './craft-failure-message';
import type { ResponseBody } from './craft-response-body';
import { decode } from './decode';

export const requestFailed = (error: BackendError): GatewayError => ({
  kind: 'request-failed',
  error,
});

/**
 * A call whose code could not be downloaded (a gateway loaded on first use, offline): reported as a
 * request that got no answer, so the visitor reads the usual connection advice.
 */
export const codeNotLoaded = (endpoint: string, method: HttpMethod, cause: unknown): GatewayError =>
  requestFailed({
    message: networkErrorMessage(cause instanceof Error ? cause.message : null),
    status: NETWORK_ERROR_STATUS,
    data: undefined,
    endpoint,
    method,
    retryCount: 0,
  });

/** Decodes an answer with its schema and maps it to the domain; a mismatch is invalid data. */
export const decodeAnswer = <T, U>(
  schema: z.ZodMiniType<T>,
  subject: DataSubject,
  endpoint: string,
  body: ResponseBody,
  map: (decoded: T) => U,
): Result<U, GatewayError> => {
  const decoded = decode(schema, body);
  return decoded.ok
    ? ok(map(decoded.value))
    : err({ kind: 'invalid-data', subject, endpoint, issues: decoded.error });
};

/** A call whose answer is decoded and mapped; a failed call stays a request-failed error. */
export const mapAnswer = async <T, U>(
  call: Promise<Result<ResponseBody, BackendError>>,
  schema: z.ZodMiniType<T>,
  subject: DataSubject,
  endpoint: string,
  map: (decoded: T) => U,
): Promise<Result<U, GatewayError>> => {
  const answer = await call;
  if (!answer.ok) return err(requestFailed(answer.error));
  return decodeAnswer(schema, subject, endpoint, answer.value, map);
};

/** A call whose success carries nothing the storefront needs. */
export const doneAnswer = async (
  call: Promise<Result<unknown, BackendError>>,
): Promise<Result<void, GatewayError>> => {
  const answer = await call;
  return answer.ok ? ok(undefined) : err(requestFailed(answer.error));
};
