import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CraftClient } from '../../../../src/adapters/http/client/craft-client';
import { ok } from '../../../../src/domain/shared/result';
import { useMswServer } from '../../../support/msw-server';
import { aGuestSessionJson } from '../../../support/session.mother';

const ORIGIN = 'http://craft.test';
const server = useMswServer();
const globalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

const sessionInfoHandingOut = (token: string) => {
  const seen = { calls: 0 };
  server.use(
    http.get(`${ORIGIN}/actions/users/session-info`, () => {
      seen.calls += 1;
      return HttpResponse.json(aGuestSessionJson({ csrfTokenValue: token }));
    }),
  );
  return seen;
};

describe('CraftClient DELETE', () => {
  it('carries the CSRF token and the XHR marker, with no body', async () => {
    sessionInfoHandingOut('csrf-d');
    const seen: { token: string | null; marker: string | null; body: string }[] = [];
    server.use(
      http.delete(`${ORIGIN}/api/_auth/session`, async ({ request }) => {
        seen.push({
          token: request.headers.get('x-csrf-token'),
          marker: request.headers.get('x-requested-with'),
          body: await request.text(),
        });
        return HttpResponse.json({ loggedOut: true });
      }),
    );

    const result = await new CraftClient({ baseUrl: ORIGIN, fetch: globalFetch }).delete(
      'api/_auth/session',
    );

    expect(result).toEqual(ok({ loggedOut: true }));
    expect(seen).toEqual([{ token: 'csrf-d', marker: 'XMLHttpRequest', body: '' }]);
  });

  it("reads a failure like a POST's: the message field", async () => {
    sessionInfoHandingOut('csrf-d');
    server.use(
      http.delete(`${ORIGIN}/api/_auth/session`, () =>
        HttpResponse.json({ error: 'ignored', message: 'Session locked' }, { status: 409 }),
      ),
    );

    const result = await new CraftClient({ baseUrl: ORIGIN, fetch: globalFetch }).delete(
      'api/_auth/session',
    );

    expect(result.ok ? null : result.error).toMatchObject({
      message: 'Session locked',
      method: 'DELETE',
      status: 409,
    });
  });
});

describe('CraftClient CSRF token sources', () => {
  it('uses a readable CRAFT_CSRF_TOKEN cookie instead of asking session-info', async () => {
    const session = sessionInfoHandingOut('from-session-info');
    const tokens: (string | null)[] = [];
    server.use(
      http.post(`${ORIGIN}/actions/x`, ({ request }) => {
        tokens.push(request.headers.get('x-csrf-token'));
        return HttpResponse.json({});
      }),
    );
    const client = new CraftClient({
      baseUrl: ORIGIN,
      fetch: globalFetch,
      readCsrfCookie: () => 'from-cookie',
    });

    await client.post('actions/x', {});

    expect(tokens).toEqual(['from-cookie']);
    expect(session.calls).toBe(0);
  });

  it('falls back to session-info when the cookie token is refused', async () => {
    const session = sessionInfoHandingOut('fresh');
    const tokens: (string | null)[] = [];
    server.use(
      http.post(`${ORIGIN}/actions/x`, ({ request }) => {
        const token = request.headers.get('x-csrf-token');
        tokens.push(token);
        return token === 'fresh'
          ? HttpResponse.json({})
          : HttpResponse.json(
              { message: 'Unable to verify your data submission.' },
              { status: 400 },
            );
      }),
    );
    const client = new CraftClient({
      baseUrl: ORIGIN,
      fetch: globalFetch,
      readCsrfCookie: () => 'stale-cookie',
    });

    const result = await client.post('actions/x', {});

    expect(result.ok).toBe(true);
    expect(tokens).toEqual(['stale-cookie', 'fresh']);
    expect(session.calls).toBe(1);
  });

  it('adopts the new token a sign-in answer carries, so the next POST needs no refusal', async () => {
    const session = sessionInfoHandingOut('guest-token');
    const tokens: (string | null)[] = [];
    server.use(
      http.post(`${ORIGIN}/actions/users/login`, ({ request }) => {
        tokens.push(request.headers.get('x-csrf-token'));
        return HttpResponse.json({ csrfTokenValue: 'user-token', user: {} });
      }),
      http.post(`${ORIGIN}/actions/x`, ({ request }) => {
        tokens.push(request.headers.get('x-csrf-token'));
        return HttpResponse.json({});
      }),
    );
    const client = new CraftClient({ baseUrl: ORIGIN, fetch: globalFetch });

    await client.post('actions/users/login', {});
    await client.post('actions/x', {});

    expect(tokens).toEqual(['guest-token', 'user-token']);
    expect(session.calls).toBe(1);
  });
});

describe('CraftClient answers', () => {
  it('treats a redirect with an empty body as an answer, with its target', async () => {
    sessionInfoHandingOut('t');
    server.use(
      http.post(
        `${ORIGIN}/actions/commerce/cart/forget-cart`,
        () => new HttpResponse(null, { status: 302, headers: { 'X-Redirect': '/cart' } }),
      ),
    );

    const result = await new CraftClient({ baseUrl: ORIGIN, fetch: globalFetch }).send({
      method: 'POST',
      endpoint: 'actions/commerce/cart/forget-cart',
      accept: 'html',
    });

    expect(result).toEqual(ok({ status: 302, body: undefined, redirect: '/cart' }));
  });

  it('asks for text/html when told, and returns HTML as text', async () => {
    let accept: string | null = null;
    server.use(
      http.get(`${ORIGIN}/page`, ({ request }) => {
        accept = request.headers.get('accept');
        return HttpResponse.html('<p>hi</p>');
      }),
    );

    const result = await new CraftClient({ baseUrl: ORIGIN, fetch: globalFetch }).send({
      method: 'GET',
      endpoint: 'page',
      accept: 'html',
    });

    expect(accept).toBe('text/html');
    expect(result.ok && result.value.body).toBe('<p>hi</p>');
  });

  it('returns a PDF as a Blob when a PDF was asked for', async () => {
    server.use(
      http.get(
        `${ORIGIN}/invoice`,
        () =>
          new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
            headers: { 'Content-Type': 'application/pdf' },
          }),
      ),
    );

    const result = await new CraftClient({ baseUrl: ORIGIN, fetch: globalFetch }).send({
      method: 'GET',
      endpoint: 'invoice',
      accept: 'pdf',
    });

    const body = result.ok ? result.value.body : null;
    expect(body).toBeInstanceOf(Blob);
    expect(await (body as Blob).text()).toBe('%PDF');
  });

  it('reports an empty PDF as an empty response', async () => {
    server.use(
      http.get(
        `${ORIGIN}/invoice`,
        () => new HttpResponse(null, { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );

    const result = await new CraftClient({ baseUrl: ORIGIN, fetch: globalFetch }).send({
      method: 'GET',
      endpoint: 'invoice',
      accept: 'pdf',
    });

    expect(result.ok ? null : result.error.message).toBe('(200) Empty response');
  });

  it('still parses a JSON error when a PDF was asked for', async () => {
    server.use(
      http.get(`${ORIGIN}/invoice`, () =>
        HttpResponse.json({ error: 'Order not found.' }, { status: 404 }),
      ),
    );

    const result = await new CraftClient({ baseUrl: ORIGIN, fetch: globalFetch }).send({
      method: 'GET',
      endpoint: 'invoice',
      accept: 'pdf',
    });

    expect(result.ok ? null : result.error.message).toBe('(404) Order not found.');
  });
});
