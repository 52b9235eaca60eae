import { describe, expect, it } from 'vitest';
import { recordingFetch } from '../../../src/ui/server/recording-fetch';

const BASE = 'http://shop.test';

const answering =
  (status: number, body: unknown): typeof fetch =>
  () =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );

describe('recordingFetch', () => {
  it('keeps a successful JSON read, and the render is complete', async () => {
    const recorder = recordingFetch(answering(200, { data: { product: { id: '1' } } }), BASE);

    await recorder.fetch(`${BASE}/shop-api?query=x`);

    expect(recorder.complete()).toBe(true);
    expect(await recorder.answers()).toEqual({
      'shop-api?query=x': { data: { product: { id: '1' } } },
    });
  });

  it("counts Vendure's 200 with GraphQL errors as a failed read: not kept, the render incomplete", async () => {
    const failed = {
      errors: [{ message: 'error.database', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      data: null,
    };
    const recorder = recordingFetch(answering(200, failed), BASE);

    await recorder.fetch(`${BASE}/shop-api?query=x`);

    expect(recorder.complete()).toBe(false);
    expect(await recorder.answers()).toEqual({});
  });

  it("keeps Craft's answers as before: a 404 is an answer, field errors are not GraphQL's", async () => {
    const recorder = recordingFetch(answering(404, { errors: { uri: ['Not found'] } }), BASE);

    await recorder.fetch(`${BASE}/api/v1/pages?uri=nope`);

    expect(recorder.complete()).toBe(true);
    expect(await recorder.answers()).toEqual({});
  });

  it('counts a 5xx as incomplete', async () => {
    const recorder = recordingFetch(answering(503, { message: 'down' }), BASE);

    await recorder.fetch(`${BASE}/api/v1/pages?uri=about`);

    expect(recorder.complete()).toBe(false);
  });
});
