import type { BackendError, HttpMethod, ResponseBody } from '../../domain/errors/backend-error';
import {
  canRetryCsrf,
  csrfFetchFailedMessage,
  failedResponseMessage,
  isExpiredCsrf,
  NETWORK_ERROR_STATUS,
  networkErrorMessage,
} from '../../domain/errors/backend-error.rules';
import { err, ok, type Result } from '../../domain/shared/result';
import { craftCsrfTokenSchema } from './craft-session.schema';

export const SESSION_INFO_ENDPOINT = 'actions/users/session-info';
export const CSRF_HEADER = 'X-CSRF-Token';

export type QueryParams = Readonly<Record<string, string | number>>;

export interface CraftClientOptions {
  /** '' for the same origin; otherwise an absolute origin such as 'https://shop.example' */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
}

type Exchange =
  | {
      readonly kind: 'answered';
      readonly ok: boolean;
      readonly status: number;
      readonly statusText: string;
      readonly body: ResponseBody;
    }
  | { readonly kind: 'unreachable'; readonly message: string | undefined };

interface Call {
  readonly method: HttpMethod;
  readonly endpoint: string;
  readonly query?: QueryParams;
  readonly retryCount: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

const isJson = (contentType: string | null): boolean =>
  contentType !== null && /[/+]json\b/i.test(contentType);

const readBody = async (response: Response): Promise<ResponseBody> => {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  if (!isJson(response.headers.get('content-type'))) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * The back-end client for Craft actions and the Element API: same headers and cookies for every
 * call, errors as values with the spec's messages, and CSRF handling for POSTs.
 */
export class CraftClient {
  readonly #baseUrl: string;
  readonly #fetch: typeof fetch;
  #csrfToken: string | null = null;
  #pendingCsrfToken: Promise<Result<string, BackendError>> | null = null;

  constructor({ baseUrl, fetch }: CraftClientOptions) {
    this.#baseUrl = baseUrl.replace(/\/+$/, '');
    this.#fetch = fetch;
  }

  /** Resolves with the decoded body; an empty body or a status of 400 and above is an error. */
  get(endpoint: string, query?: QueryParams): Promise<Result<ResponseBody, BackendError>> {
    return this.#call({ method: 'GET', endpoint, query, retryCount: 0 });
  }

  /**
   * Sends JSON with the CSRF token. Craft rejects an expired token with 400 "Unable to verify your
   * data submission.": the token is then fetched again and the POST retried, at most 3 times.
   */
  async post(endpoint: string, payload: unknown): Promise<Result<ResponseBody, BackendError>> {
    for (let retryCount = 0; ; retryCount += 1) {
      const token = await this.#csrfTokenFor(retryCount);
      if (!token.ok) return token;
      const result = await this.#call({
        method: 'POST',
        endpoint,
        retryCount,
        headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: token.value },
        body: JSON.stringify(payload ?? {}),
      });
      const expired = !result.ok && isExpiredCsrf(result.error.status, result.error.message);
      if (!expired || !canRetryCsrf(retryCount)) return result;
      this.#forgetCsrfToken(token.value);
    }
  }

  #forgetCsrfToken(token: string): void {
    // A concurrent POST may already have fetched a fresh token; keep that one.
    if (this.#csrfToken === token) this.#csrfToken = null;
  }

  #csrfTokenFor(retryCount: number): Promise<Result<string, BackendError>> {
    if (this.#csrfToken !== null) return Promise.resolve(ok(this.#csrfToken));
    // Concurrent POSTs share one session-info request.
    this.#pendingCsrfToken ??= this.#fetchCsrfToken(retryCount).finally(() => {
      this.#pendingCsrfToken = null;
    });
    return this.#pendingCsrfToken;
  }

  async #fetchCsrfToken(retryCount: number): Promise<Result<string, BackendError>> {
    const call: Call = { method: 'GET', endpoint: SESSION_INFO_ENDPOINT, retryCount };
    const exchange = await this.#exchange(call);
    if (exchange.kind === 'unreachable') return err(this.#networkError(call, exchange.message));
    const token = craftCsrfTokenSchema.safeParse(exchange.body);
    if (!exchange.ok || !token.success) {
      return err({
        message: csrfFetchFailedMessage(exchange),
        status: exchange.status,
        data: exchange.body ?? null,
        endpoint: call.endpoint,
        method: call.method,
        retryCount,
      });
    }
    this.#csrfToken = token.data.csrfTokenValue;
    return ok(token.data.csrfTokenValue);
  }

  async #call(call: Call): Promise<Result<ResponseBody, BackendError>> {
    const exchange = await this.#exchange(call);
    if (exchange.kind === 'unreachable') return err(this.#networkError(call, exchange.message));
    if (exchange.ok && exchange.body !== undefined) return ok(exchange.body);
    return err({
      message: failedResponseMessage(call.method, exchange),
      status: exchange.status,
      data: exchange.body ?? null,
      endpoint: call.endpoint,
      method: call.method,
      retryCount: call.retryCount,
    });
  }

  #networkError(call: Call, message: string | undefined): BackendError {
    return {
      message: networkErrorMessage(message),
      status: NETWORK_ERROR_STATUS,
      data: null,
      endpoint: call.endpoint,
      method: call.method,
      retryCount: call.retryCount,
    };
  }

  async #exchange(call: Call): Promise<Exchange> {
    // Called detached: a browser's fetch throws "Illegal invocation" when `this` is not the window.
    const send = this.#fetch;
    try {
      const response = await send(this.#url(call), {
        method: call.method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          ...call.headers,
        },
        body: call.body,
      });
      return {
        kind: 'answered',
        ok: response.ok,
        status: response.status,
        statusText: response.statusText,
        body: await readBody(response),
      };
    } catch (error) {
      return { kind: 'unreachable', message: error instanceof Error ? error.message : undefined };
    }
  }

  #url({ endpoint, query }: Call): string {
    const path = `${this.#baseUrl}/${endpoint.replace(/^\/+/, '')}`;
    if (query === undefined) return path;
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    ).toString();
    return search === '' ? path : `${path}?${search}`;
  }
}
