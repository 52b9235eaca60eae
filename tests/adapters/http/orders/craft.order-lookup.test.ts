import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CraftOrderLookup } from '../../../../src/adapters/http/orders/craft.order-lookup';
import { useMswServer } from '../../../support/msw-server';
import { answer, craftClient, craftError, json } from '../../../support/msw-craft';

const server = useMswServer();
const QUERY = { reference: 'HW-3FA9C1', email: 'guest@example.test' };

describe('CraftOrderLookup', () => {
  it("reads the shop's own back-end's order, its progress and items", async () => {
    const seen = answer(
      server,
      'post',
      'api/v1/order-status',
      json({
        found: true,
        order: {
          reference: 'HW-3FA9C1',
          dateOrdered: '2026-02-03T10:00:00.000Z',
          lineItems: [{ description: 'Drill', qty: 2 }],
          timeline: [
            { status: 'new', date: '2026-02-03T10:00:00.000Z' },
            { status: 'shipped', date: '2026-02-04T10:00:00.000Z' },
          ],
          parcels: [
            { carrier: 'Van', trackingNumber: 'V1', trackingUrl: null, dateShipped: '2026-02-04' },
          ],
        },
      }),
    );

    const result = await new CraftOrderLookup(craftClient()).lookUp(QUERY);

    expect(seen[0]?.body).toEqual(QUERY);
    expect(result.ok && result.value).toMatchObject({
      kind: 'found',
      order: {
        reference: 'HW-3FA9C1',
        lineItems: [{ description: 'Drill', qty: 2 }],
        fulfilment: { status: 'shipped', returns: [], parcels: [{ trackingNumber: 'V1' }] },
      },
    });
  });

  it("reads its 404 `{found: false}` as no such order, with the back-end's one message", async () => {
    answer(
      server,
      'post',
      'api/v1/order-status',
      json({ found: false, message: 'No order.' }, 404),
    );

    const result = await new CraftOrderLookup(craftClient()).lookUp(QUERY);

    expect(result.ok && result.value).toEqual({ kind: 'not-found', message: 'No order.' });
  });

  it('reads a back-end without the call (Craft) as unavailable, and does not ask it again', async () => {
    const seen = answer(server, 'post', 'api/v1/order-status', craftError(404, 'Page not found.'));
    const lookup = new CraftOrderLookup(craftClient());

    const first = await lookup.lookUp(QUERY);
    const second = await lookup.lookUp(QUERY);

    expect(first.ok && first.value).toEqual({ kind: 'unavailable' });
    expect(second.ok && second.value).toEqual({ kind: 'unavailable' });
    expect(seen).toHaveLength(1);
  });

  it('keeps a refusal or a lost connection a failure (the shopper can try again)', async () => {
    answer(server, 'post', 'api/v1/order-status', craftError(429, 'Too many attempts.'));
    const limited = await new CraftOrderLookup(craftClient()).lookUp(QUERY);
    expect(limited.ok).toBe(false);

    answer(server, 'post', 'api/v1/order-status', () => HttpResponse.error());
    const offline = await new CraftOrderLookup(craftClient()).lookUp(QUERY);
    expect(offline.ok).toBe(false);
  });
});
