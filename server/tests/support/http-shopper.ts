// A browser-like shopper over real HTTP that may talk to any of several server processes with one
// cookie jar and Craft's CSRF token, as a browser behind a load balancer does.
export interface HttpAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

export interface HttpShopper {
  get(base: string, path: string): Promise<HttpAnswer>;
  post(base: string, path: string, body: unknown): Promise<HttpAnswer>;
  patch(base: string, path: string, body: unknown): Promise<HttpAnswer>;
}

const HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' } as const;

export function httpShopper(): HttpShopper {
  const jar = new Map<string, string>();
  let csrf: string | undefined;

  const send = async (base: string, path: string, init: RequestInit): Promise<HttpAnswer> => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        ...HEADERS,
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (typeof body.csrfTokenValue === 'string') csrf = body.csrfTokenValue;
    return { status: response.status, body };
  };

  const sendJson = async (method: 'POST' | 'PATCH', base: string, path: string, body: unknown) => {
    if (csrf === undefined) await self.get(base, '/actions/users/session-info');
    return send(base, path, {
      method,
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf ?? '' },
      body: JSON.stringify(body),
    });
  };

  const self: HttpShopper = {
    get: (base, path) => send(base, path, { method: 'GET' }),
    post: (base, path, body) => sendJson('POST', base, path, body),
    patch: (base, path, body) => sendJson('PATCH', base, path, body),
  };
  return self;
}
