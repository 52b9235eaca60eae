import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CraftClient } from '../../../../src/adapters/http/client/craft-client';
import { err, ok } from '../../../../src/domain/shared/result';
import { useMswServer } from '../../../support/msw-server';

const ORIGIN = 'http://craft.test';
const server = useMswServer();

const makeClient = (
  fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
) => new CraftClient({ baseUrl: `${ORIGIN}/`, fetch });

const answerGetWith = (response: () => Response) =>
  server.use(http.get(`${ORIGIN}/api/thing`, response));

const failureOf = async (response: () => Response) => {
  answerGetWith(response);
  const result = await makeClient().get('api/thing');
  if (result.ok) throw new Error('expected a failure');
  return result.error;
};

describe('CraftClient GET', () => {
  it('sends the Craft headers and cookies with every request', async () => {
    const seen: { init?: RequestInit; headers?: Headers; url?: string }[] = [];
    server.use(
      http.get(`${ORIGIN}/actions/commerce/cart/get-cart`, ({ request }) => {
        seen.push({ headers: request.headers, url: request.url });
        return HttpResponse.json({ cart: {} });
      }),
    );
    const spy: typeof fetch = (input, init) => {
      seen.push({ init });
      return globalThis.fetch(input, init);
    };

    await makeClient(spy).get('/actions/commerce/cart/get-cart');

    expect(seen[0]?.init?.credentials).toBe('include');
    expect(seen[0]?.init?.method).toBe('GET');
    expect(seen[1]?.url).toBe(`${ORIGIN}/actions/commerce/cart/get-cart`);
    expect(seen[1]?.headers?.get('accept')).toBe('application/json');
    expect(seen[1]?.headers?.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen[1]?.headers?.has('x-csrf-token')).toBe(false);
  });

  it('puts query parameters on the URL', async () => {
    let url = '';
    server.use(
      http.get(`${ORIGIN}/api/v1/products`, ({ request }) => {
        url = request.url;
        return HttpResponse.json({});
      }),
    );

    await makeClient().get('api/v1/products', { page: 2 });

    expect(url).toBe(`${ORIGIN}/api/v1/products?page=2`);
  });

  it('uses paths on the same origin when the base URL is empty', async () => {
    const urls: string[] = [];
    const spy: typeof fetch = async (input) => {
      urls.push(String(input));
      return HttpResponse.json({});
    };

    await new CraftClient({ baseUrl: '', fetch: spy }).get('actions/users/session-info');

    expect(urls).toEqual(['/actions/users/session-info']);
  });

  it('parses JSON bodies and returns other bodies as text', async () => {
    answerGetWith(() => HttpResponse.json({ a: 1 }));
    expect(await makeClient().get('api/thing')).toEqual(ok({ a: 1 }));

    answerGetWith(() => HttpResponse.text('plain words'));
    expect(await makeClient().get('api/thing')).toEqual(ok('plain words'));
  });

  it("reports Craft's error field, with the status in front", async () => {
    const error = await failureOf(() =>
      HttpResponse.json(
        {
          name: 'Bad Request',
          message: 'Shown second',
          code: 0,
          status: 400,
          error: 'Cart is locked',
        },
        { status: 400 },
      ),
    );

    expect(error).toEqual({
      message: '(400) Cart is locked',
      status: 400,
      data: {
        name: 'Bad Request',
        message: 'Shown second',
        code: 0,
        status: 400,
        error: 'Cart is locked',
      },
      endpoint: 'api/thing',
      method: 'GET',
      retryCount: 0,
    });
  });

  it("reports the Element API's nested error message", async () => {
    const error = await failureOf(() =>
      HttpResponse.json({ error: { code: 404, message: 'Page not found.' } }, { status: 404 }),
    );

    expect(error.message).toBe('(404) Page not found.');
  });

  it('joins field errors with commas', async () => {
    const error = await failureOf(() =>
      HttpResponse.json(
        { errors: { email: ['Email is invalid'], qty: ['Too many'] } },
        { status: 422 },
      ),
    );

    expect(error.message).toBe('(422) Email is invalid, Too many');
  });

  it('falls back to the body text, then the status text', async () => {
    expect(
      (await failureOf(() => new HttpResponse('Service down for maintenance', { status: 503 })))
        .message,
    ).toBe('(503) Service down for maintenance');
    expect(
      (await failureOf(() => HttpResponse.json({}, { status: 502, statusText: 'Bad Gateway' })))
        .message,
    ).toBe('(502) Bad Gateway');
    // msw fills in a default status text, so this answer is made by hand.
    const bare: typeof fetch = async () =>
      new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } });
    const result = await makeClient(bare).get('api/thing');
    expect(result.ok ? '' : result.error.message).toBe('(500) API request failed');
  });

  it('treats an empty body as an error, even with a success status', async () => {
    expect((await failureOf(() => new HttpResponse(null, { status: 200 }))).message).toBe(
      '(200) Empty response',
    );
    expect((await failureOf(() => new HttpResponse('', { status: 500 }))).message).toBe(
      '(500) Empty response',
    );
  });

  it('reports a network failure as status 0 with its message', async () => {
    answerGetWith(() => HttpResponse.error());

    const result = await makeClient().get('api/thing');

    expect(result).toEqual(
      err(expect.objectContaining({ status: 0, method: 'GET', endpoint: 'api/thing', data: null })),
    );
    expect(result.ok ? '' : result.error.message).not.toBe('');
  });

  it("reports a thrown non-Error as 'Unknown error'", async () => {
    const throwing: typeof fetch = () => Promise.reject('nope');

    const result = await makeClient(throwing).get('api/thing');

    expect(result).toEqual(err(expect.objectContaining({ status: 0, message: 'Unknown error' })));
  });

  it('never retries a GET, even on the CSRF message', async () => {
    let calls = 0;
    answerGetWith(() => {
      calls += 1;
      return HttpResponse.json(
        { message: 'Unable to verify your data submission.' },
        { status: 400 },
      );
    });

    await makeClient().get('api/thing');

    expect(calls).toBe(1);
  });
});
