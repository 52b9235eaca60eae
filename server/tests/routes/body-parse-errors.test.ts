// Audit F14: a body that cannot be read is answered in Yii's words where Yii has them (its JsonParser:
// `Invalid JSON data in request body: Syntax error.`) and in plain ones where Yii leaves it to the web
// server (413) or reads no params at all (an unknown Content-Type); the status codes stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../support/form-bodies.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const UPDATE = '/actions/commerce/cart/update-cart';

describe('body parse errors', () => {
  let t: TestApp;
  let v: Visitor;
  beforeAll(async () => {
    t = await startTestApp();
    v = visitor(t.app);
  });
  afterAll(() => t.close());

  const post = (payload: string, contentType: string) =>
    v.post(UPDATE, payload, { headers: { 'content-type': contentType } });

  it('malformed JSON → 400 in Yii’s words', async () => {
    const res = await post('{"purchasableId": 1,', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      name: 'Bad Request',
      message: expect.stringMatching(/^Invalid JSON data in request body: Syntax error\./),
      status: 400,
    });
  });

  it('JSON that names __proto__ is still refused, and says why', async () => {
    const res = await post('{"__proto__": {"polluted": 1}}', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid JSON data in request body: .*__proto__/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('an unknown Content-Type → 415 naming the types that are read', async () => {
    const res = await post('<cart/>', 'text/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      name: 'Unsupported Media Type',
      message:
        'Unsupported Media Type: send the body as application/json, application/x-www-form-urlencoded or multipart/form-data.',
    });
  });

  it('a body over the limit → 413 that gives the limit', async () => {
    const res = await post(JSON.stringify({ note: 'x'.repeat(1_100_000) }), 'application/json');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      name: 'Payload Too Large',
      message: 'Request body is too large: at most 1 MB.',
    });
  });

  it('malformed multipart → 400, not a server error', async () => {
    const noBoundary = await post('a=1', 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toBe('The multipart/form-data body is malformed.');
    const form = multipartForm([['purchasableId', '1']]);
    const cut = (form.payload as Buffer).subarray(0, 60).toString();
    const truncated = await post(cut, form.contentType);
    expect(truncated.statusCode).toBe(400);
  });

  it('multipart text past the body limit → 413 that gives the limit', async () => {
    const fields = Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'.repeat(60_000)] as const);
    const form = multipartForm(fields);
    const res = await v.post(UPDATE, form.payload, {
      headers: { 'content-type': form.contentType },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large: at most 1 MB.');
  });

  it('a multipart field named after Object.prototype → 400 that says so', async () => {
    const form = multipartForm([['constructor', 'x']]);
    const res = await v.post(UPDATE, form.payload, {
      headers: { 'content-type': form.contentType },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'A form field may not be named __proto__, constructor or the like.',
    );
  });
});
