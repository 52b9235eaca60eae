import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CraftClient } from '../../../../src/adapters/http/client/craft-client';
import { RETRYABLE_STATUSES } from '../../../../src/domain/http/request-policy.rules';
import { ok } from '../../../../src/domain/shared/result';
import { useMswServer } from '../../../support/msw-server';
import { aGuestSessionJson } from '../../../support/session.mother';

const ORIGIN = 'http://craft.test';
const server = useMswServer();
const makeClient = () =>
  new CraftClient({ baseUrl: ORIGIN, fetch: (input, init) => globalThis.fetch(input, init) });

/** Answers with the given statuses in turn (the last repeats), counting the calls. */
const answerInTurn = (method: 'get' | 'post', path: string, statuses: readonly number[]) => {
  const seen = { calls: 0 };
  server.use(
    http[method](`${ORIGIN}/${path}`, () => {
      seen.calls += 1;
      const status = statuses[Math.min(seen.calls, statuses.length) - 1] ?? 200;
      return HttpResponse.json({ status }, { status });
    }),
  );
  return seen;
};

describe('CraftClient automatic retry', () => {
  it.each(RETRYABLE_STATUSES)('retries a GET answered %i once, then succeeds', async (status) => {
    const seen = answerInTurn('get', 'api/thing', [status, 200]);

    const result = await makeClient().get('api/thing');

    expect(seen.calls).toBe(2);
    expect(result).toEqual(ok({ status: 200 }));
  });

  it('gives up on a GET after one retry, counting it in the error', async () => {
    const seen = answerInTurn('get', 'api/thing', [503]);

    const result = await makeClient().get('api/thing');

    expect(seen.calls).toBe(2);
    expect(result.ok ? null : result.error).toMatchObject({ status: 503, retryCount: 1 });
  });

  it('does not retry a status that will not change (404, 400, 401)', async () => {
    for (const status of [400, 401, 404]) {
      const seen = answerInTurn('get', 'api/thing', [status, 200]);
      const result = await makeClient().get('api/thing');
      expect(seen.calls).toBe(1);
      expect(result.ok).toBe(false);
    }
  });

  it('never retries a POST automatically: paying or adding to the cart twice is worse', async () => {
    server.use(
      http.get(`${ORIGIN}/actions/users/session-info`, () =>
        HttpResponse.json(aGuestSessionJson()),
      ),
    );
    const seen = answerInTurn('post', 'actions/commerce/cart/update-cart', [503, 200]);

    const result = await makeClient().post('actions/commerce/cart/update-cart', {});

    expect(seen.calls).toBe(1);
    expect(result.ok ? null : result.error.status).toBe(503);
  });

  it('does not retry a GET sent with retry: false (the session read)', async () => {
    const seen = answerInTurn('get', 'api/_auth/session', [503, 200]);

    const result = await makeClient().send({
      method: 'GET',
      endpoint: 'api/_auth/session',
      retry: false,
    });

    expect(seen.calls).toBe(1);
    expect(result.ok).toBe(false);
  });
});
