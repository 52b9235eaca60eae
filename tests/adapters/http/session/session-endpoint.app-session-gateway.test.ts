import { describe, expect, it } from 'vitest';
import { SessionEndpointAppSessionGateway } from '../../../../src/adapters/http/session/session-endpoint.app-session-gateway';
import { useMswServer } from '../../../support/msw-server';
import { answer, apiError, craftClient, craftError, json } from '../../../support/msw-craft';

const server = useMswServer();
const gateway = () =>
  new SessionEndpointAppSessionGateway(craftClient(), { commerceCmsSegment: 'shop-cms' });
const USER = {
  id: 12,
  uid: 'u-12',
  email: 'ada@example.com',
  username: 'ada',
  fullName: 'Ada Lovelace',
  name: 'Ada',
};

describe('SessionEndpointAppSessionGateway.read', () => {
  it('reads a new visitor as a session with only an id', async () => {
    const seen = answer(server, 'get', 'api/_auth/session', json({ id: 'a-uuid' }));

    expect(await gateway().read()).toEqual({ ok: true, value: { id: 'a-uuid', user: null } });
    expect(seen[0]?.headers.get('accept')).toBe('application/json');
  });

  it('reads the signed-in user', async () => {
    answer(
      server,
      'get',
      'api/_auth/session',
      json({ id: 'a', user: USER, loggedInAt: '2026-01-01' }),
    );

    const result = await gateway().read();

    expect(result.ok && result.value.user).toEqual({
      id: 12,
      uid: 'u-12',
      email: 'ada@example.com',
      username: 'ada',
      fullName: 'Ada Lovelace',
    });
  });

  it('fills a missing username with the e-mail and a missing full name with null', async () => {
    answer(server, 'get', 'api/_auth/session', json({ user: { id: 1, uid: 'u', email: 'x@y.z' } }));

    const result = await gateway().read();

    expect(result.ok && result.value).toEqual({
      id: null,
      user: { id: 1, uid: 'u', email: 'x@y.z', username: 'x@y.z', fullName: null },
    });
  });

  it('is never retried: a failure means "no session" right away', async () => {
    const seen = answer(server, 'get', 'api/_auth/session', apiError(503, 'Busy'));

    expect((await gateway().read()).ok).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('reports a session it cannot read', async () => {
    answer(server, 'get', 'api/_auth/session', json({ user: { id: 'twelve' } }));

    expect(await gateway().read()).toMatchObject({
      ok: false,
      error: { kind: 'invalid-data', subject: 'session' },
    });
  });
});

describe('SessionEndpointAppSessionGateway.remove', () => {
  it('deletes the session with the CSRF token', async () => {
    const seen = answer(server, 'delete', 'api/_auth/session', json({ loggedOut: true }));

    expect((await gateway().remove()).ok).toBe(true);
    expect(seen[0]?.method).toBe('DELETE');
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-msw');
  });

  it('reports a failed deletion', async () => {
    answer(server, 'delete', 'api/_auth/session', craftError(500, 'A server error occurred.'));

    expect(await gateway().remove()).toMatchObject({
      ok: false,
      error: { error: { status: 500, method: 'DELETE' } },
    });
  });
});

describe('SessionEndpointAppSessionGateway.sync', () => {
  it('posts the action to the configured segment and reads the session back', async () => {
    const seen = answer(
      server,
      'post',
      'api/v1/shop-cms/session',
      json({ success: true, session: { id: 'a', user: USER } }),
    );

    const result = await gateway().sync('login');

    expect(seen[0]?.body).toEqual({ action: 'login' });
    expect(result.ok && result.value.user?.id).toBe(12);
  });

  it('reads a logout sync without a session as an empty one', async () => {
    answer(server, 'post', 'api/v1/shop-cms/session', json({ success: true }));

    expect(await gateway().sync('logout')).toEqual({ ok: true, value: { id: null, user: null } });
  });

  it('reports a refused sync', async () => {
    answer(server, 'post', 'api/v1/shop-cms/session', apiError(401, 'User is not authenticated'));

    expect(await gateway().sync('login')).toMatchObject({
      ok: false,
      error: { error: { status: 401 } },
    });
  });
});
