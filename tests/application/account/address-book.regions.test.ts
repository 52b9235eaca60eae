import { describe, expect, it } from 'vitest';
import type { GatewayError } from '../../../src/domain/http/gateway.errors';
import { err } from '../../../src/domain/shared/result';
import { anAddress } from '../../support/address.mother';
import { current } from '../../support/observed';
import { servicesHarness, signedIn } from '../../support/services.harness';

const refused: GatewayError = {
  kind: 'request-failed',
  error: {
    message: 'down',
    status: 503,
    data: null,
    endpoint: '/settings',
    method: 'GET',
    retryCount: 0,
  },
};

describe('AddressBookService countries and states for the address form', () => {
  it('offers the enabled countries, asking the back-end only once', async () => {
    const { addressBook, backend } = servicesHarness();
    let asked = 0;
    const enabledCountries = backend.settings.enabledCountries;
    backend.settings.enabledCountries = () => {
      asked += 1;
      return enabledCountries();
    };

    await addressBook.loadCountries();
    const second = await addressBook.loadCountries();

    const countries = current(addressBook.countries$).data ?? [];
    expect(countries.length).toBeGreaterThan(0);
    expect(second.ok && second.value).toEqual(countries);
    expect(asked).toBe(1);
  });

  it("says 'Failed to get enabled countries' when the list cannot be read", async () => {
    const { addressBook, backend } = servicesHarness();
    backend.settings.enabledCountries = async () => err(refused);

    await addressBook.loadCountries();

    expect(current(addressBook.countries$)).toMatchObject({
      status: 'failed',
      error: 'Failed to get enabled countries',
    });
  });

  it('asks for the states of the trimmed, upper-cased country', async () => {
    const { addressBook, backend } = servicesHarness();
    const asked: string[] = [];
    backend.settings.enabledStates = async (code) => {
      asked.push(code);
      return { ok: true, value: [{ countryCode: code, code: 'OR', name: 'Oregon' }] };
    };

    await addressBook.loadStates(' us ');

    expect(asked).toEqual(['US']);
    expect(current(addressBook.states$).data).toEqual([
      { countryCode: 'US', code: 'OR', name: 'Oregon' },
    ]);
  });

  it('has no states for a blank country and does not ask', async () => {
    const { addressBook, backend } = servicesHarness();
    let asked = false;
    backend.settings.enabledStates = async () => {
      asked = true;
      return { ok: true, value: [] };
    };

    await addressBook.loadStates('  ');

    expect(asked).toBe(false);
    expect(current(addressBook.states$)).toMatchObject({ status: 'ready', data: [] });
  });

  it("says 'Failed to get enabled states' when they cannot be read", async () => {
    const { addressBook, backend } = servicesHarness();
    backend.settings.enabledStates = async () => err(refused);

    await addressBook.loadStates('US');

    expect(current(addressBook.states$).error).toBe('Failed to get enabled states');
  });
});

describe('AddressBookService primary addresses and reset', () => {
  it('makes a saved address the primary billing address', async () => {
    const harness = servicesHarness();
    await signedIn(harness);
    await harness.addressBook.loadAddresses();
    const saved = await harness.addressBook.saveAddress(
      anAddress({ id: null, title: 'Office', isPrimaryBilling: false, isPrimaryShipping: false }),
    );
    const officeId = saved.ok ? saved.value : 0;

    const made = await harness.addressBook.makePrimary(officeId, 'billing');

    expect(made.ok).toBe(true);
    const office = current(harness.addressBook.addresses$).data?.find(
      (address) => address.id === officeId,
    );
    expect(office).toMatchObject({ isPrimaryBilling: true, isPrimaryShipping: false });
    expect(current(harness.flash.flash$).success).toBe('Address saved successfully');
  });

  it("refuses an address that is not in the list: 'Failed to save address'", async () => {
    const harness = servicesHarness();
    await signedIn(harness);
    await harness.addressBook.loadAddresses();

    expect(await harness.addressBook.makePrimary(99_999, 'billing')).toEqual(
      err({ kind: 'address-not-saved' }),
    );
    expect(current(harness.flash.flash$).danger).toBe('Failed to save address');
  });

  it('forgets the addresses on reset', async () => {
    const harness = servicesHarness();
    await signedIn(harness);
    await harness.addressBook.loadAddresses();

    harness.addressBook.reset();

    expect(current(harness.addressBook.addresses$)).toMatchObject({ status: 'idle', data: null });
    expect(current(harness.addressBook.check$)).toEqual({ outcome: null, error: null });
  });
});
