import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CraftClient } from '../../../../src/adapters/http/client/craft-client';
import { ok } from '../../../../src/domain/shared/result';
import { useMswServer } from '../../../support/msw-server';
import { aGuestSessionJson } from '../../../support/session.mother';

const ORIGIN = 'http://craft.test';
const ENDPOINT = 'actions/commerce/cart/update-cart';
const EXPIRED = { message: 'Unable to verify your data submission.' };
const server = useMswServer();

const makeClient = () =>
  new CraftClient({ baseUrl: ORIGIN, fetch: (input, init) => globalThis.fetch(input, init) });

/** Hands out csrf-1, csrf-2, ... and counts how often it was asked. */
const sessionInfo = () => {
  const state = { calls: 0 };
  server.use(
    http.get(`${ORIGIN}/actions/users/session-info`, () => {
      state.calls += 1;
      return HttpResponse.json(aGuestSessionJson({ csrfTokenValue: `csrf-${state.calls}` }));
    }),
  );
  return state;
};

interface SeenPost {
  readonly token: string | null;
  readonly contentType: string | null;
  readonly requestedWith: string | null;
  readonly body: unknown;
}

/** Answers the n-th POST with answers[n] (the last one repeats) and records what came in. */
const updateCart = (...answers: (() => Response)[]) => {
  const seen: SeenPost[] = [];
  server.use(
    http.post(`${ORIGIN}/${ENDPOINT}`, async ({ request }) => {
      seen.push({
        token: request.headers.get('x-csrf-token'),
        contentType: request.headers.get('content-type'),
        requestedWith: request.headers.get('x-requested-with'),
        body: await request.json(),
      });
      const answer = answers[Math.min(seen.length, answers.length) - 1];
      return answer === undefined ? HttpResponse.json({}) : answer();
    }),
  );
  return seen;
};

describe('CraftClient POST', () => {
  it('reads the CSRF token from session-info first, then sends JSON with it', async () => {
    const session = sessionInfo();
    const seen = updateCart(() => HttpResponse.json({ success: true }));

    const result = await makeClient().post(ENDPOINT, { purchasableId: 4, qty: 1 });

    expect(result).toEqual(ok({ success: true }));
    expect(session.calls).toBe(1);
    expect(seen).toEqual([
      {
        token: 'csrf-1',
        contentType: 'application/json',
        requestedWith: 'XMLHttpRequest',
        body: { purchasableId: 4, qty: 1 },
      },
    ]);
  });

  it('reuses the token for later POSTs', async () => {
    const session = sessionInfo();
    const seen = updateCart(() => HttpResponse.json({ success: true }));
    const client = makeClient();

    await client.post(ENDPOINT, {});
    await client.post(ENDPOINT, {});

    expect(session.calls).toBe(1);
    expect(seen.map((post) => post.token)).toEqual(['csrf-1', 'csrf-1']);
  });

  it('fetches the token once for POSTs sent at the same time', async () => {
    const session = sessionInfo();
    updateCart(() => HttpResponse.json({ success: true }));
    const client = makeClient();

    await Promise.all([client.post(ENDPOINT, {}), client.post(ENDPOINT, {})]);

    expect(session.calls).toBe(1);
  });

  it('on an expired token, fetches a new one and retries', async () => {
    const session = sessionInfo();
    const seen = updateCart(
      () => HttpResponse.json(EXPIRED, { status: 400 }),
      () => HttpResponse.json({ success: true }),
    );

    const result = await makeClient().post(ENDPOINT, { qty: 2 });

    expect(result).toEqual(ok({ success: true }));
    expect(session.calls).toBe(2);
    expect(seen.map((post) => post.token)).toEqual(['csrf-1', 'csrf-2']);
    expect(seen.map((post) => post.body)).toEqual([{ qty: 2 }, { qty: 2 }]);
  });

  it('gives up after 3 retries and reports the last failure', async () => {
    const session = sessionInfo();
    const seen = updateCart(() => HttpResponse.json(EXPIRED, { status: 400 }));

    const result = await makeClient().post(ENDPOINT, {});

    expect(seen.map((post) => post.token)).toEqual(['csrf-1', 'csrf-2', 'csrf-3', 'csrf-4']);
    expect(session.calls).toBe(4);
    expect(result).toEqual({
      ok: false,
      error: {
        message: 'Unable to verify your data submission.',
        status: 400,
        data: EXPIRED,
        endpoint: ENDPOINT,
        method: 'POST',
        retryCount: 3,
      },
    });
  });

  it('does not retry other failures', async () => {
    sessionInfo();
    const seen = updateCart(() =>
      HttpResponse.json({ message: 'Not enough stock.', error: 'ignored' }, { status: 400 }),
    );

    const result = await makeClient().post(ENDPOINT, {});

    expect(seen).toHaveLength(1);
    expect(result.ok ? '' : result.error.message).toBe('Not enough stock.');
  });

  it("reports a failure without a message as 'API request failed with status {status}'", async () => {
    sessionInfo();
    updateCart(() => HttpResponse.json({ error: 'ignored for POST' }, { status: 500 }));

    const result = await makeClient().post(ENDPOINT, {});

    expect(result.ok ? '' : result.error.message).toBe('API request failed with status 500');
  });

  describe('when the CSRF token cannot be fetched', () => {
    const csrfFailure = async (response: () => Response) => {
      server.use(http.get(`${ORIGIN}/actions/users/session-info`, response));
      const seen = updateCart();
      const result = await makeClient().post(ENDPOINT, {});
      expect(seen).toHaveLength(0);
      if (result.ok) throw new Error('expected a failure');
      return result.error;
    };

    it("shows the server's message", async () => {
      const error = await csrfFailure(() =>
        HttpResponse.json({ message: 'Session store unavailable' }, { status: 503 }),
      );

      expect(error).toMatchObject({
        message: 'Session store unavailable',
        status: 503,
        endpoint: 'actions/users/session-info',
        method: 'GET',
      });
    });

    it("else 'Failed to fetch CSRF token with status {status}'", async () => {
      expect((await csrfFailure(() => new HttpResponse(null, { status: 500 }))).message).toBe(
        'Failed to fetch CSRF token with status 500',
      );
      expect(
        (await csrfFailure(() => HttpResponse.json(aGuestSessionJson({ csrfTokenValue: '' }))))
          .message,
      ).toBe('Failed to fetch CSRF token with status 200');
    });

    it('reports a network failure with status 0', async () => {
      const error = await csrfFailure(() => HttpResponse.error());

      expect(error.status).toBe(0);
    });
  });
});
