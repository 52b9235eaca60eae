import { describe, expect, it } from 'vitest';
import { sessionStartFetch } from '../../../src/adapters/vendure/client/session-start.fetch';

/** A fetch whose answers the test gives, one request at a time, in the order they were sent. */
const heldFetch = () => {
  const sent: { url: string; answer: (status: number) => void; fail: () => void }[] = [];
  const fetch = (input: Parameters<typeof globalThis.fetch>[0]) =>
    new Promise<Response>((resolve, reject) => {
      sent.push({
        url: String(input),
        answer: (status) => resolve(new Response(null, { status })),
        fail: () => reject(new TypeError('Failed to fetch')),
      });
    });
  return { fetch: fetch as typeof globalThis.fetch, sent };
};

/** Lets every pending promise run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const SHOP_API = '/shop-api?query=%7BactiveOrder%7Bid%7D%7D';

describe('sessionStartFetch', () => {
  it("holds a new visitor's requests of their own until the first is answered", async () => {
    const { fetch, sent } = heldFetch();
    const gated = sessionStartFetch(fetch);

    const first = gated(SHOP_API);
    const second = gated('/shop-api', { method: 'POST' });
    const third = gated(new URL('http://shop.test/shop-api?query=%7BactiveCustomer%7Bid%7D%7D'));
    await settle();
    expect(sent.map((request) => request.url)).toEqual([SHOP_API]);

    sent[0]?.answer(200);
    await settle();
    expect(sent).toHaveLength(3);
    sent[1]?.answer(200);
    sent[2]?.answer(200);
    expect((await first).status).toBe(200);
    await Promise.all([second, third]);
  });

  it('sends requests side by side once a session has started', async () => {
    const { fetch, sent } = heldFetch();
    const gated = sessionStartFetch(fetch);
    void gated(SHOP_API);
    sent[0]?.answer(200);
    await settle();

    void gated(SHOP_API);
    void gated(SHOP_API);
    await settle();
    expect(sent).toHaveLength(3);
  });

  it('never holds catalogue reads, which start no session, nor waits for them', async () => {
    const { fetch, sent } = heldFetch();
    const gated = sessionStartFetch(fetch);
    const catalogue = '/shop-api?query=%7Bproduct(slug%3A%22drill%22)%7Bid%7D%7D';

    void gated(catalogue);
    void gated(catalogue);
    void gated(SHOP_API);
    void gated(SHOP_API);
    await settle();
    expect(sent.map((request) => request.url)).toEqual([catalogue, catalogue, SHOP_API]);

    // A catalogue answer does not start the session: the shopper's second request still waits.
    sent[0]?.answer(200);
    await settle();
    expect(sent).toHaveLength(3);
  });

  it('starts afresh after a logout: the next request of their own goes alone again', async () => {
    const { fetch, sent } = heldFetch();
    const gated = sessionStartFetch(fetch);
    void gated(SHOP_API);
    sent[0]?.answer(200);
    await settle();

    const logout = gated('/shop-api', {
      method: 'POST',
      body: '{"query":"mutation { logout { success } }"}',
    });
    await settle();
    sent[1]?.answer(200);
    await logout;
    void gated(SHOP_API);
    void gated(SHOP_API);
    await settle();
    expect(sent).toHaveLength(3);
  });

  it('never holds requests to our own server', async () => {
    const { fetch, sent } = heldFetch();
    const gated = sessionStartFetch(fetch);

    void gated(SHOP_API);
    void gated('/actions/users/session-info');
    void gated('/api/v1/shop-api-docs');
    await settle();
    expect(sent.map((request) => request.url)).toEqual([
      SHOP_API,
      '/actions/users/session-info',
      '/api/v1/shop-api-docs',
    ]);
  });

  it.each([
    ['a 5xx answer', (request: { answer: (status: number) => void }) => request.answer(502)],
    ['no answer', (request: { fail: () => void }) => request.fail()],
  ])('after %s, the next request goes alone, as the first did', async (_, end) => {
    const { fetch, sent } = heldFetch();
    const gated = sessionStartFetch(fetch);
    const first = gated(SHOP_API).catch(() => null);
    void gated(SHOP_API);
    void gated(SHOP_API);
    await settle();

    const [request] = sent;
    if (request) end(request);
    await first;
    await settle();
    expect(sent).toHaveLength(2);

    sent[1]?.answer(200);
    await settle();
    expect(sent).toHaveLength(3);
  });
});
