import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aContentShop, type ContentShop } from './content.mother.ts';

describe('checkout settings', () => {
  let t: TestApp;
  let shop: ContentShop;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await startTestApp();
    shop = await aContentShop(t.db.db);
  });
  afterAll(() => t.close());

  it('GET /settings/enabled-countries lists enabled countries in the shop’s order', async () => {
    const res = await get('/settings/enabled-countries');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { code: 'US', name: 'United States' },
        { code: 'CA', name: 'Canada' },
        { code: 'NL', name: 'Netherlands' },
      ],
    });
  });

  it('GET /settings/enabled-states groups enabled states by country', async () => {
    expect((await get('/settings/enabled-states')).json()).toEqual({
      data: {
        US: [
          { code: 'CA', name: 'California' },
          { code: 'NY', name: 'New York' },
        ],
        CA: [{ code: 'ON', name: 'Ontario' }],
      },
    });
  });

  it('GET /settings/enabled-states?country= lists one country’s states', async () => {
    expect((await get('/settings/enabled-states?country=US')).json()).toEqual({
      data: [
        { code: 'CA', name: 'California' },
        { code: 'NY', name: 'New York' },
      ],
    });
    expect((await get('/settings/enabled-states?country=ca')).json().data).toEqual([
      { code: 'ON', name: 'Ontario' },
    ]);
    // A disabled country's states are not offered; a country without states has none.
    expect((await get('/settings/enabled-states?country=FR')).json()).toEqual({ data: [] });
    expect((await get('/settings/enabled-states?country=NL')).json()).toEqual({ data: [] });
    const bad = await get('/settings/enabled-states?country=USA');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { code: 400, message: 'Invalid country “USA”: use a two-letter code such as US.' },
    });
  });

  it('GET /settings/enabled-gateways lists front-end gateways that are not archived, in order', async () => {
    const [dummy, manual] = shop.gateways;
    expect((await get('/settings/enabled-gateways')).json()).toEqual({
      data: [
        {
          id: manual?.id,
          name: 'Pay by invoice',
          handle: 'manual',
          paymentType: 'authorize',
          sortOrder: 1,
          isArchived: false,
        },
        {
          id: dummy?.id,
          name: 'Dummy',
          handle: 'dummy',
          paymentType: 'purchase',
          sortOrder: 2,
          isArchived: false,
        },
      ],
    });
  });
});
