import {
  type BackendError,
  type HttpMethod,
  NETWORK_ERROR_STATUS,
} from '../../../domain/http/backend-error';
import { isErrorStatus, shouldRetry } from '../../../domain/http/request-policy.rules';
import { err, ok, type Result } from '../../../domain/shared/result';
import {
  canRetryCsrf,
  csrfFetchFailedMessage,
  failedResponseMessage,
  isExpiredCsrf,
  networkErrorMessage,
} from './craft-failure-message';
import { readBody, redirectOf, type ResponseBody } from './craft-response-body';
import { craftCsrfTokenSchema } from '../session/craft-session.schema';
import { embeddedAnswersFrom, type EmbeddedAnswers } from './embedded-answers';

export const SESSION_INFO_ENDPOINT = 'actions/users/session-info';
const CSRF_HEADER = 'X-CSRF-Token';
/** Craft's CSRF cookie; normally HttpOnly, but read when a site makes it readable. */
export const CSRF_COOKIE = 'CRAFT_CSRF_TOKEN';

export type QueryParams = Readonly<Record<string, string | number>>;
export type Accept = 'json' | 'pdf' | 'html';

const ACCEPT_HEADERS: Readonly<Record<Accept, string>> = {
  json: 'application/json',
  pdf: 'application/pdf',
  html: 'text/html',
};

export interface CraftRequest {
  readonly method: HttpMethod;
  readonly endpoint: string;
  readonly query?: QueryParams;
  /** sent as JSON; POSTs without one send `{}` */
  readonly payload?: unknown;
  readonly accept?: Accept;
  /** false turns off the automatic GET retry (the session read must fail fast) */
  readonly retry?: boolean;
}

export interface CraftResponse {
  readonly status: number;
  readonly body: ResponseBody;
  /** where a redirect answer points, null when it is not one */
  readonly redirect: string | null;
}

export interface CraftClientOptions {
  /** '' for the same origin; otherwise an absolute origin such as 'https://shop.example' */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  /** the readable CRAFT_CSRF_TOKEN cookie, when the site has one */
  readonly readCsrfCookie?: () => string | null;
  /** answers the server wrote into the page, used for the first GET of their URL */
  readonly embeddedAnswers?: EmbeddedAnswers;
}

type Exchange =
  | {
      readonly kind: 'answered';
      readonly status: number;
      readonly statusText: string;
      readonly body: ResponseBody;
      readonly redirect: string | null;
    }
  | { readonly kind: 'unreachable'; readonly message: string | undefined };

type Answer = Result<CraftResponse, BackendError>;

/**
 * The back-end client for Craft actions and the storefront's APIs: cookies and the XHR marker on
 * every call, CSRF for state-changing ones, one automatic retry for GETs (never for a POST: see
 * request-policy.rules), and every failure as a BackendError with the spec's message.
 */
export class CraftClient {
  readonly #baseUrl: string;
  readonly #fetch: typeof fetch;
  readonly #readCsrfCookie: () => string | null;
  readonly #embeddedAnswers: EmbeddedAnswers;
  #csrfToken: string | null = null;
  #pendingCsrfToken: Promise<Result<string, BackendError>> | null = null;

  constructor({ baseUrl, fetch, readCsrfCookie, embeddedAnswers }: CraftClientOptions) {
    this.#baseUrl = baseUrl.replace(/\/+$/, '');
    this.#fetch = fetch;
    this.#readCsrfCookie = readCsrfCookie ?? (() => null);
    this.#embeddedAnswers = embeddedAnswers ?? embeddedAnswersFrom();
  }

  /**
   * The decoded body; an empty body or a status from 400 to 599 is an error. The first GET of a
   * URL whose answer the page embeds is answered from it, without a request.
   */
  async get(endpoint: string, query?: QueryParams): Promise<Result<ResponseBody, BackendError>> {
    const embedded = this.#embeddedAnswers.take(relativeUrl(endpoint, query));
    if (embedded !== undefined) return ok(embedded);
    return bodyOf(await this.send({ method: 'GET', endpoint, query }));
  }

  /** Answers read ahead (a page's payload): each answers the next GET of its URL, as embedded ones do. */
  rememberAnswers(answers: Readonly<Record<string, unknown>>): void {
    this.#embeddedAnswers.add(answers);
  }

  async post(endpoint: string, payload: unknown): Promise<Result<ResponseBody, BackendError>> {
    return bodyOf(await this.send({ method: 'POST', endpoint, payload }));
  }

  async delete(endpoint: string): Promise<Result<ResponseBody, BackendError>> {
    return bodyOf(await this.send({ method: 'DELETE', endpoint }));
  }

  /** The whole answer, for calls whose success is a redirect or a file. */
  send(request: CraftRequest): Promise<Answer> {
    return request.method === 'GET' ? this.#sendSafe(request) : this.#sendWithCsrf(request);
  }

  async #sendSafe(request: CraftRequest): Promise<Answer> {
    for (let attempt = 0; ; attempt += 1) {
      const exchange = await this.#exchange(request, null);
      const retry =
        request.retry !== false &&
        exchange.kind === 'answered' &&
        shouldRetry(request.method, exchange.status, attempt);
      if (!retry) return this.#answer(request, exchange, attempt);
    }
  }

  /**
   * Craft rejects an expired token with 400 "Unable to verify your data submission.": the request
   * was not carried out, so the token is fetched again and the request retried, at most 3 times.
   */
  async #sendWithCsrf(request: CraftRequest): Promise<Answer> {
    for (let retryCount = 0; ; retryCount += 1) {
      const token = await this.#csrfTokenFor(retryCount);
      if (!token.ok) return token;
      const answer = this.#answer(request, await this.#exchange(request, token.value), retryCount);
      const expired = !answer.ok && isExpiredCsrf(answer.error.status, answer.error.message);
      if (!expired || !canRetryCsrf(retryCount)) return answer;
      this.#forgetCsrfToken(token.value);
    }
  }

  #answer(request: CraftRequest, exchange: Exchange, retryCount: number): Answer {
    const failure = { endpoint: request.endpoint, method: request.method, retryCount };
    if (exchange.kind === 'unreachable') {
      return err({
        ...failure,
        message: networkErrorMessage(exchange.message),
        status: NETWORK_ERROR_STATUS,
        data: null,
      });
    }
    const { status, body, redirect } = exchange;
    if (!isErrorStatus(status) && (body !== undefined || redirect !== null)) {
      this.#adoptCsrfToken(body);
      return ok({ status, body, redirect });
    }
    return err({
      ...failure,
      message: failedResponseMessage(request.method, exchange),
      status,
      data: body ?? null,
    });
  }

  /** Sign-in and sign-out answers carry the token of the new identity: the old one is dead. */
  #adoptCsrfToken(body: ResponseBody): void {
    const token = craftCsrfTokenSchema.safeParse(body);
    if (token.success) this.#csrfToken = token.data.csrfTokenValue;
  }

  #forgetCsrfToken(token: string): void {
    // A concurrent request may already have fetched a fresh token; keep that one.
    if (this.#csrfToken === token) this.#csrfToken = null;
  }

  #csrfTokenFor(retryCount: number): Promise<Result<string, BackendError>> {
    if (this.#csrfToken !== null) return Promise.resolve(ok(this.#csrfToken));
    // The cookie is only trusted first time round: after a refusal it would give the same token.
    const cookie = retryCount === 0 ? this.#readCsrfCookie() : null;
    if (cookie !== null && cookie !== '') return Promise.resolve(ok(cookie));
    // Concurrent requests share one session-info request.
    this.#pendingCsrfToken ??= this.#fetchCsrfToken(retryCount).finally(() => {
      this.#pendingCsrfToken = null;
    });
    return this.#pendingCsrfToken;
  }

  async #fetchCsrfToken(retryCount: number): Promise<Result<string, BackendError>> {
    const request: CraftRequest = { method: 'GET', endpoint: SESSION_INFO_ENDPOINT };
    const exchange = await this.#exchange(request, null);
    if (exchange.kind === 'unreachable') {
      return err({
        message: networkErrorMessage(exchange.message),
        status: NETWORK_ERROR_STATUS,
        data: null,
        endpoint: SESSION_INFO_ENDPOINT,
        method: 'GET',
        retryCount,
      });
    }
    const token = craftCsrfTokenSchema.safeParse(exchange.body);
    if (isErrorStatus(exchange.status) || !token.success) {
      return err({
        message: csrfFetchFailedMessage(exchange),
        status: exchange.status,
        data: exchange.body ?? null,
        endpoint: SESSION_INFO_ENDPOINT,
        method: 'GET',
        retryCount,
      });
    }
    this.#csrfToken = token.data.csrfTokenValue;
    return ok(token.data.csrfTokenValue);
  }

  async #exchange(request: CraftRequest, csrfToken: string | null): Promise<Exchange> {
    // Called detached: a browser's fetch throws "Illegal invocation" when `this` is not the window.
    const send = this.#fetch;
    const accept = ACCEPT_HEADERS[request.accept ?? 'json'];
    const hasBody = request.method === 'POST' || request.payload !== undefined;
    try {
      const response = await send(this.#url(request), {
        method: request.method,
        credentials: 'include',
        headers: {
          Accept: accept,
          'X-Requested-With': 'XMLHttpRequest',
          ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
          ...(csrfToken === null ? {} : { [CSRF_HEADER]: csrfToken }),
        },
        body: hasBody ? JSON.stringify(request.payload ?? {}) : undefined,
      });
      return {
        kind: 'answered',
        status: response.status,
        statusText: response.statusText,
        body: await readBody(response, accept),
        redirect: redirectOf(response),
      };
    } catch (error) {
      return { kind: 'unreachable', message: error instanceof Error ? error.message : undefined };
    }
  }

  #url({ endpoint, query }: CraftRequest): string {
    return `${this.#baseUrl}/${relativeUrl(endpoint, query)}`;
  }
}

/** `endpoint?query` without a leading slash: where a request goes; embedded answers' keys. */
/** `.` or `..`, plain or percent-encoded: URL parsers resolve all of them. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * A path segment that is only dots (a slug of '..', say) is sent escaped twice: as it is, or escaped
 * once, a URL parser would resolve it and the request would reach another endpoint than the one
 * named. Escaped twice, the back-end looks for something named '%2E%2E', and finds nothing.
 */
const withoutDotSegments = (path: string): string =>
  path
    .split('/')
    .map((segment) => (DOT_SEGMENT.test(segment) ? segment.replace(/\.|%2e/gi, '%252E') : segment))
    .join('/');

const relativeUrl = (endpoint: string, query?: QueryParams): string => {
  const [route = '', inlineQuery] = endpoint.replace(/^\/+/, '').split(/\?(.*)/s);
  const path =
    inlineQuery === undefined
      ? withoutDotSegments(route)
      : `${withoutDotSegments(route)}?${inlineQuery}`;
  if (query === undefined) return path;
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  return search === '' ? path : `${path}?${search}`;
};

/** Just the body of an answer. */
export const bodyOf = (answer: Answer): Result<ResponseBody, BackendError> =>
  answer.ok ? ok(answer.value.body) : answer;
