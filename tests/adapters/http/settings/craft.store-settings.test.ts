import { describe, expect, it } from 'vitest';
import { CraftStoreSettings } from '../../../../src/adapters/http/settings/craft.store-settings';
import { useMswServer } from '../../../support/msw-server';
import { answer, craftClient, json } from '../../../support/msw-craft';

const server = useMswServer();
const settings = () => new CraftStoreSettings(craftClient());

describe('CraftStoreSettings', () => {
  it('lists the enabled countries', async () => {
    answer(
      server,
      'get',
      'settings/enabled-countries',
      json({ data: [{ code: 'US', name: 'United States' }] }),
    );

    expect(await settings().enabledCountries()).toEqual({
      ok: true,
      value: [{ code: 'US', name: 'United States' }],
    });
  });

  it("lists one country's states", async () => {
    const seen = answer(
      server,
      'get',
      'settings/enabled-states',
      json({ data: [{ code: 'OR', name: 'Oregon' }] }),
    );

    const result = await settings().enabledStates('US');

    expect(seen[0]?.url.searchParams.get('country')).toBe('US');
    expect(result).toEqual({
      ok: true,
      value: [{ countryCode: 'US', code: 'OR', name: 'Oregon' }],
    });
  });

  it('lists the gateways, reading a missing archived flag as false', async () => {
    answer(
      server,
      'get',
      'settings/enabled-gateways',
      json({
        data: [{ id: 1, name: 'Card', handle: 'dummy', paymentType: 'purchase', sortOrder: 1 }],
      }),
    );

    expect(await settings().enabledGateways()).toEqual({
      ok: true,
      value: [
        {
          id: 1,
          name: 'Card',
          handle: 'dummy',
          paymentType: 'purchase',
          sortOrder: 1,
          isArchived: false,
        },
      ],
    });
  });

  it('reports settings it cannot read', async () => {
    answer(server, 'get', 'settings/enabled-countries', json({ data: {} }));

    expect(await settings().enabledCountries()).toMatchObject({
      ok: false,
      error: { kind: 'invalid-data' },
    });
  });
});
