import { describe, expect, it } from 'vitest';
import { VendureClient } from '../../../src/adapters/vendure/client/vendure-client';
import { VendureStoreSettings } from '../../../src/adapters/vendure/settings/vendure.store-settings';
import type { StoreSettings } from '../../../src/ports/store-settings';
import { craftClient } from '../../support/msw-craft';
import { useMswServer } from '../../support/msw-server';
import { answerShopApi } from '../../support/msw-vendure';

const server = useMswServer();
const settings = (): StoreSettings => new VendureStoreSettings(new VendureClient(craftClient()));

describe('VendureStoreSettings', () => {
  it("lists the channel's countries by code and name", async () => {
    answerShopApi(server, {
      AvailableCountries: () => ({
        availableCountries: [
          { code: 'DE', name: 'Germany' },
          { code: 'US', name: 'United States of America' },
        ],
      }),
    });

    expect(await settings().enabledCountries()).toEqual({
      ok: true,
      value: [
        { code: 'DE', name: 'Germany' },
        { code: 'US', name: 'United States of America' },
      ],
    });
  });

  it('has no states for any country (Vendure lists none), and asks nothing for them', async () => {
    const seen = answerShopApi(server, {});

    expect(await settings().enabledStates('US')).toEqual({ ok: true, value: [] });
    expect(seen).toEqual([]);
  });

  it('offers the payment methods as gateways: the id to choose, the code as the handle', async () => {
    answerShopApi(server, {
      PaymentMethods: () => ({
        activePaymentMethods: [
          { id: '3', code: 'card', name: 'Card (test)' },
          null,
          { id: '1', code: 'invoice', name: 'Pay by invoice' },
        ],
      }),
    });

    expect(await settings().enabledGateways()).toEqual({
      ok: true,
      value: [
        {
          id: 3,
          name: 'Card (test)',
          handle: 'card',
          paymentType: '',
          sortOrder: 1,
          isArchived: false,
        },
        {
          id: 1,
          name: 'Pay by invoice',
          handle: 'invoice',
          paymentType: '',
          sortOrder: 2,
          isArchived: false,
        },
      ],
    });
  });
});
