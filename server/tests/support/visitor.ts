// A browser-like visitor for `app.inject`: keeps cookies, sends Craft's XHR headers, and fetches a CSRF
// token from session-info for state-changing calls (as the storefront's client does).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export interface Visitor {
  readonly cookies: Map<string, string>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(
    url: string,
    body?: unknown,
    options?: { csrf?: string | false; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** A JSON PATCH with the CSRF header, like `post`. */
  patch(
    url: string,
    body?: unknown,
    options?: { csrf?: string | false },
  ): Promise<LightMyRequestResponse>;
  csrf(): Promise<string>;
  login(loginName: string, password: string, rememberMe?: boolean): Promise<LightMyRequestResponse>;
}

const BASE_HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };

export function visitor(app: FastifyInstance, ip = '203.0.113.10'): Visitor {
  const cookies = new Map<string, string>();
  let token: string | undefined;

  const remember = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    const body = response.headers['content-type']?.includes('json')
      ? safeJson(response.body)
      : undefined;
    if (body && typeof body.csrfTokenValue === 'string') token = body.csrfTokenValue;
    return response;
  };

  const send = async (options: InjectOptions) =>
    remember(
      await app.inject({
        ...options,
        remoteAddress: ip,
        headers: {
          ...BASE_HEADERS,
          ...(cookies.size ? { cookie: [...cookies].map(([n, v]) => `${n}=${v}`).join('; ') } : {}),
          ...(options.headers as Record<string, string> | undefined),
        },
      }),
    );

  const sendJson = async (
    method: 'POST' | 'PATCH',
    url: string,
    body: unknown,
    options: { csrf?: string | false; headers?: Record<string, string> },
  ) => {
    const csrf = options.csrf === undefined ? await self.csrf() : options.csrf;
    return send({
      method,
      url,
      payload: body as InjectOptions['payload'],
      headers: {
        'content-type': 'application/json',
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
        ...options.headers,
      },
    });
  };

  const self: Visitor = {
    cookies,
    get: (url, headers) => send({ method: 'GET', url, ...(headers ? { headers } : {}) }),
    async csrf() {
      if (!token) await self.get('/actions/users/session-info');
      if (!token) throw new Error('session-info gave no csrfTokenValue');
      return token;
    },
    post: (url, body = {}, options = {}) => sendJson('POST', url, body, options),
    patch: (url, body = {}, options = {}) => sendJson('PATCH', url, body, options),
    login: (loginName, password, rememberMe = false) =>
      self.post('/actions/users/login', {
        loginName,
        password,
        rememberMe: rememberMe ? '1' : '0',
      }),
  };
  return self;
}

function safeJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
