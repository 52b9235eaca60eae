import { describe, expect, it } from 'vitest';
import { CraftSubscriptionsGateway } from '../../../../src/adapters/http/payments/craft.subscriptions-gateway';
import { useMswServer } from '../../../support/msw-server';
import { answer, craftClient, craftError, json } from '../../../support/msw-craft';

const server = useMswServer();
const gateway = () => new CraftSubscriptionsGateway(craftClient());
const BASE = 'actions/commerce/subscriptions';

describe('CraftSubscriptionsGateway', () => {
  it.each([
    [
      'subscribe',
      () => gateway().subscribe('plan-h'),
      { planUid: 'plan-h' },
      'Subscription started.',
    ],
    [
      'cancel',
      () => gateway().cancel('sub-h'),
      { subscriptionUid: 'sub-h' },
      'Subscription cancelled.',
    ],
    [
      'switch',
      () => gateway().switchPlan('sub-h', 'plan-h'),
      { subscriptionUid: 'sub-h', planUid: 'plan-h' },
      'Subscription switched.',
    ],
    [
      'reactivate',
      () => gateway().reactivate('sub-h'),
      { subscriptionUid: 'sub-h' },
      'Subscription reactivated.',
    ],
  ] as const)(
    '%s posts the hashed uids untouched and reads the message',
    async (action, call, body, message) => {
      const seen = answer(server, 'post', `${BASE}/${action}`, json({ message, subscription: {} }));

      expect(await call()).toEqual({ ok: true, value: { message } });
      expect(seen[0]?.body).toEqual(body);
    },
  );

  it('reads an answer without a message as null', async () => {
    answer(server, 'post', `${BASE}/cancel`, json({ subscription: {} }));

    expect(await gateway().cancel('sub-h')).toEqual({ ok: true, value: { message: null } });
  });

  it('reports a guest (403, empty message)', async () => {
    answer(server, 'post', `${BASE}/subscribe`, craftError(403, ''));

    expect(await gateway().subscribe('plan-h')).toMatchObject({
      ok: false,
      error: { error: { status: 403 } },
    });
  });

  it('reports an answer it cannot read', async () => {
    answer(server, 'post', `${BASE}/reactivate`, json({ message: 42 }));

    expect(await gateway().reactivate('sub-h')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-data' },
    });
  });
});
