import { describe, expect, it } from 'vitest';
import { err } from '../../../src/domain/shared/result';
import { anAddress } from '../../support/address.mother';
import { current } from '../../support/observed';
import { servicesHarness, signedIn } from '../../support/services.harness';

const signedInHarness = async () => {
  const harness = servicesHarness();
  await signedIn(harness);
  await harness.addressBook.loadAddresses();
  return harness;
};

describe('AddressBookService addresses', () => {
  it("lists the customer's saved addresses", async () => {
    const { addressBook } = await signedInHarness();

    expect(current(addressBook.addresses$).data).toEqual([
      expect.objectContaining({ locality: 'Portland', isPrimaryBilling: true }),
    ]);
  });

  it("saves an address and re-reads the list: 'Address saved successfully'", async () => {
    const { addressBook, flash } = await signedInHarness();

    const result = await addressBook.saveAddress(
      anAddress({ id: null, title: 'Office', locality: 'Salem' }),
    );

    expect(result.ok && result.value).toBeGreaterThan(0);
    expect(current(addressBook.addresses$).data?.map((address) => address.title)).toEqual([
      'Home',
      'Office',
    ]);
    expect(current(flash.flash$).success).toBe('Address saved successfully');
  });

  it("counts a save without a returned id as failed: 'Failed to save address'", async () => {
    const harness = await signedInHarness();
    harness.backend.addresses.saveAddress = async () => ({ ok: true, value: { modelId: null } });

    expect(await harness.addressBook.saveAddress(anAddress())).toEqual(
      err({ kind: 'address-not-saved' }),
    );
    expect(current(harness.flash.flash$).danger).toBe('Failed to save address');
  });

  it('keeps the field errors of a refused save', async () => {
    const { addressBook, flash } = await signedInHarness();

    await addressBook.saveAddress(anAddress({ id: null, countryCode: '' }));

    expect(current(addressBook.formErrors$).fields.countryCode).toEqual([
      'Country cannot be blank.',
    ]);
    expect(current(flash.flash$).danger).toBe('Failed to save address');
  });

  it("deletes an address and drops it from the list: 'Address deleted successfully'", async () => {
    const { addressBook, flash } = await signedInHarness();
    const id = current(addressBook.addresses$).data?.[0]?.id ?? 0;

    expect((await addressBook.deleteAddress(id)).ok).toBe(true);
    expect(current(addressBook.addresses$).data).toEqual([]);
    expect(current(flash.flash$).success).toBe('Address deleted successfully');
  });

  it("counts a deletion without success true as failed: 'Failed to delete address'", async () => {
    const harness = await signedInHarness();
    harness.backend.addresses.deleteAddress = async () => ({ ok: true, value: { success: false } });

    expect(await harness.addressBook.deleteAddress(1)).toEqual(
      err({ kind: 'address-not-deleted' }),
    );
    expect(current(harness.flash.flash$).danger).toBe('Failed to delete address');
  });

  it('reports a refused deletion', async () => {
    const { addressBook, flash } = await signedInHarness();

    expect((await addressBook.deleteAddress(999_999)).ok).toBe(false);
    expect(current(flash.flash$).danger).toBe('Failed to delete address');
  });

  it('reports a deletion before anything was listed', async () => {
    const harness = servicesHarness();
    await signedIn(harness);
    const id = harness.backend.shop.signedIn()?.addresses[0]?.id ?? 0;

    expect((await harness.addressBook.deleteAddress(id)).ok).toBe(true);
    expect(current(harness.addressBook.addresses$).data).toEqual([]);
  });
});

describe('AddressBookService validation', () => {
  const input = {
    addressLine1: ' 1 Main St ',
    locality: 'Portland',
    postalCode: '97201',
    countryCode: ' us ',
    administrativeArea: 'OR',
  };

  it('sends the request trimmed with the country upper-cased, and shows a valid outcome', async () => {
    const { addressBook } = servicesHarness();

    const result = await addressBook.validateAddress(input);

    expect(result.ok && result.value).toMatchObject({
      isValid: true,
      validatedAddresses: [{ line1: '1 MAIN ST', country: 'US' }],
    });
    expect(current(addressBook.check$).error).toBeNull();
  });

  it('shows why an address is not valid', async () => {
    const { addressBook } = servicesHarness();

    const result = await addressBook.validateAddress({ ...input, countryCode: 'FR' });

    expect(result.ok && result.value.isValid).toBe(false);
    expect(current(addressBook.check$).outcome?.messages[0]?.severity).toBe('Error');
  });

  it("needs a country code: 'Country code is required for address validation.'", async () => {
    const { addressBook } = servicesHarness();

    expect(await addressBook.validateAddress({ ...input, countryCode: ' ' })).toEqual(
      err({ kind: 'country-code-required' }),
    );
    expect(current(addressBook.check$).error).toBe(
      'Country code is required for address validation.',
    );
  });

  it("says 'Unable to connect' when the tax service cannot be reached, and clears the check", async () => {
    const { addressBook, backend } = servicesHarness();
    backend.taxValidator.goOffline();

    await addressBook.validateAddress(input);
    expect(current(addressBook.check$).error).toBe(
      'Unable to connect to the address validation service.',
    );
    backend.taxValidator.goOnline();
    addressBook.clearCheck();

    expect(current(addressBook.check$)).toEqual({ outcome: null, error: null });
  });
});
