import { describe, expect, it } from 'vitest';
import { CraftSharedCartGateway } from '../../../../src/adapters/http/cart/craft.shared-cart-gateway';
import { useMswServer } from '../../../support/msw-server';
import { answer, craftClient, craftError, json } from '../../../support/msw-craft';

const server = useMswServer();
const gateway = () => new CraftSharedCartGateway(craftClient());
const STATUS = {
  exists: true,
  isAuthenticated: false,
  canAccess: false,
  requiresLogin: true,
  ownsCart: false,
};

describe('CraftSharedCartGateway', () => {
  it('asks for the status of a number', async () => {
    const seen = answer(server, 'post', 'api/v1/shared-cart/get-cart-status', json(STATUS));

    expect(await gateway().getStatus('n-1')).toEqual({ ok: true, value: STATUS });
    expect(seen[0]?.body).toEqual({ number: 'n-1' });
  });

  it('reports a status it cannot read', async () => {
    answer(server, 'post', 'api/v1/shared-cart/get-cart-status', json({ exists: 'yes' }));

    expect(await gateway().getStatus('n-1')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-data' },
    });
  });

  it('loads a shared cart', async () => {
    const seen = answer(server, 'post', 'api/v1/shared-cart/load', json({ success: true }));

    expect((await gateway().load('n-1')).ok).toBe(true);
    expect(seen[0]?.body).toEqual({ number: 'n-1' });
  });

  it('reports a refused load', async () => {
    answer(
      server,
      'post',
      'api/v1/shared-cart/load',
      craftError(403, 'You do not have access to this cart.'),
    );

    expect(await gateway().load('n-1')).toMatchObject({
      ok: false,
      error: { error: { status: 403 } },
    });
  });
});
