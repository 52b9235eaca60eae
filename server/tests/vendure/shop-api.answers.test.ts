import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { type Answer, type FakeVendure, fakeVendure, vendureAt } from './fake-vendure.ts';

const MB = 1024 * 1024;
const UNREACHABLE = { errors: [{ extensions: { code: 'COMMERCE_UNREACHABLE' } }] };

/** `bytes` of JSON-ish text, streamed in chunks without a length. */
const streams =
  (bytes: number, type = 'application/json'): Answer =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': type });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    for (let sent = 0; sent < bytes; sent += chunk.length) response.write(chunk);
    response.end();
  };

const answers =
  (status: number, headers: Record<string, string | string[]>, body: string): Answer =>
  (_request, response) => {
    response.writeHead(status, headers).end(body);
  };

describe("Vendure's answers through /shop-api", () => {
  let vendure: FakeVendure;
  let shop: TestApp;
  const ask = (url = '/shop-api?query=%7Bx%7D') => shop.app.inject({ url });

  beforeAll(async () => {
    vendure = await fakeVendure();
    shop = await startTestApp({ overrides: vendureAt(vendure.url) });
  });

  afterAll(async () => {
    await shop.close();
    vendure.close();
  });

  it('are never kept by a cache, whatever Vendure says', async () => {
    vendure.answerWith(
      answers(
        200,
        { 'content-type': 'application/json', 'cache-control': 'public, max-age=600' },
        '{"data":{}}',
      ),
    );

    const answer = await ask();

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it("keep GraphQL's own refusals, and hide Vendure's server errors behind our own", async () => {
    vendure.answerWith(
      answers(400, { 'content-type': 'application/json' }, '{"errors":[{"message":"Syntax"}]}'),
    );
    expect((await ask()).json()).toEqual({ errors: [{ message: 'Syntax' }] });

    vendure.answerWith(
      answers(
        500,
        { 'content-type': 'application/json', 'set-cookie': 'vendure-shop-session=x' },
        '{"errors":[{"message":"at Object.<anonymous> (/srv/vendure/dist/x.js:1:1)"}]}',
      ),
    );
    const failed = await ask();

    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject(UNREACHABLE);
    expect(failed.body).not.toContain('/srv/vendure');
    expect(failed.headers['set-cookie']).toBeUndefined();
    expect(failed.headers['cache-control']).toBe('private, no-store');
  });

  it('are refused over 2 MB, whether Vendure says their length or not', async () => {
    vendure.answerWith(
      answers(200, { 'content-type': 'application/json', 'content-length': String(3 * MB) }, ''),
    );
    expect((await ask()).statusCode).toBe(502);

    vendure.answerWith(streams(3 * MB));
    const streamed = await ask();
    expect(streamed.statusCode).toBe(502);
    expect(streamed.json()).toMatchObject(UNREACHABLE);

    vendure.answerWith(streams(MB));
    expect((await ask()).statusCode).toBe(200);
  });

  it("that break off halfway leave nothing of Vendure's on our 502", async () => {
    vendure.answerWith((_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/plain',
        'content-length': '1000',
        etag: '"v1"',
        'set-cookie': 'vendure-shop-session=half; Path=/',
      });
      response.write('{"data":');
      setTimeout(() => response.destroy(), 50);
    });

    const answer = await ask();

    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toMatchObject(UNREACHABLE);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('pictures through /vendure-assets/', () => {
  let vendure: FakeVendure;
  let shop: TestApp;
  const picture = () => shop.app.inject({ url: '/vendure-assets/preview/hammer.png' });

  beforeAll(async () => {
    vendure = await fakeVendure();
    shop = await startTestApp({ overrides: vendureAt(vendure.url) });
  });

  afterAll(async () => {
    await shop.close();
    vendure.close();
  });

  it('are sandboxed and never sniffed, an SVG included', async () => {
    vendure.answerWith(answers(200, { 'content-type': 'image/svg+xml', etag: '"p1"' }, '<svg/>'));

    const answer = await picture();

    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      etag: '"p1"',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
    });
  });

  it('are only pictures: anything else at their address is not found', async () => {
    vendure.answerWith(answers(200, { 'content-type': 'text/html' }, '<script>alert(1)</script>'));
    expect((await picture()).statusCode).toBe(404);

    vendure.answerWith(answers(404, { 'content-type': 'text/html' }, 'Cannot GET'));
    expect((await picture()).statusCode).toBe(404);

    vendure.answerWith(answers(500, { 'content-type': 'image/png' }, 'Error: at /srv'));
    const failed = await picture();
    expect(failed.statusCode).toBe(502);
    expect(failed.body).not.toContain('/srv');
  });

  it('are refused over 10 MB', async () => {
    vendure.answerWith(streams(11 * MB, 'image/png'));
    expect((await picture()).statusCode).toBe(502);
  });

  it('go to Vendure without their query string (the storefront asks for none)', async () => {
    vendure.answerWith(answers(200, { 'content-type': 'image/png' }, 'PNG'));

    await shop.app.inject({ url: '/vendure-assets/preview/hammer.png?preset=thumb&w=9' });

    expect(vendure.seen.at(-1)?.url).toBe('/vendure-assets/preview/hammer.png');
  });
});
