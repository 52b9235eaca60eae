import { describe, expect, it } from 'vitest';
import { err, ok } from '../../../src/domain/shared/result';
import { anAddress } from '../../support/address.mother';
import { deferred } from '../../support/deferred';
import { current } from '../../support/observed';
import { servicesHarness, signedIn } from '../../support/services.harness';

const signedInHarness = async () => {
  const harness = servicesHarness();
  await signedIn(harness);
  await harness.addressBook.loadAddresses();
  return harness;
};

const titles = (harness: Awaited<ReturnType<typeof signedInHarness>>) =>
  current(harness.addressBook.addresses$).data?.map((address) => address.title);

/** What the stand-in tax service answers: every checked field in capitals. */
const confirmed = anAddress({
  id: null,
  title: 'Office',
  addressLine1: '1 MAIN ST',
  locality: 'SALEM',
  administrativeArea: 'OR',
});

describe('AddressBookService: the address form checks, then saves', () => {
  it('saves at once an address the tax service confirms unchanged', async () => {
    const harness = await signedInHarness();

    expect(await harness.addressBook.submitEntered(confirmed)).toEqual(ok('saved'));

    expect(titles(harness)).toEqual(['Home', 'Office']);
    expect(current(harness.addressBook.checked$)).toBeNull();
    expect(current(harness.addressBook.check$)).toEqual({ outcome: null, error: null });
  });

  it("offers the service's corrected address beside the entered one, and saves the choice", async () => {
    const harness = await signedInHarness();
    const entered = { ...confirmed, addressLine1: '1 Main St', locality: 'Salem' };

    expect(await harness.addressBook.submitEntered(entered)).toEqual(ok('choosing'));
    expect(current(harness.addressBook.checked$)).toEqual({ entered, suggested: confirmed });
    expect(titles(harness)).toEqual(['Home']);

    expect(await harness.addressBook.saveChosen(confirmed)).toEqual(ok('saved'));
    expect(titles(harness)).toEqual(['Home', 'Office']);
    expect(current(harness.addressBook.checked$)).toBeNull();
  });

  it('lets the customer keep an address the service refused, with nothing suggested', async () => {
    const harness = await signedInHarness();
    const entered = { ...confirmed, countryCode: 'FR' };

    await harness.addressBook.submitEntered(entered);

    expect(current(harness.addressBook.checked$)).toEqual({ entered, suggested: null });
    expect(current(harness.addressBook.check$).outcome?.isValid).toBe(false);
  });

  it('lets the customer keep their address when the service cannot be reached', async () => {
    const harness = await signedInHarness();
    harness.backend.taxValidator.goOffline();

    await harness.addressBook.submitEntered(confirmed);

    expect(current(harness.addressBook.checked$)).toEqual({ entered: confirmed, suggested: null });
    expect(current(harness.addressBook.check$).error).toBe(
      'Unable to connect to the address validation service.',
    );
  });

  it('shows the form again with the field errors when the save is refused', async () => {
    const harness = await signedInHarness();
    harness.backend.taxValidator.goOffline();
    await harness.addressBook.submitEntered({ ...confirmed, locality: null });

    const result = await harness.addressBook.saveChosen({ ...confirmed, countryCode: '' });

    expect(result.ok).toBe(false);
    expect(current(harness.addressBook.checked$)).toBeNull();
    expect(current(harness.addressBook.formErrors$).fields.countryCode).toEqual([
      'Country cannot be blank.',
    ]);
  });

  it('goes back to the form on edit, forgetting the check', async () => {
    const harness = await signedInHarness();
    await harness.addressBook.submitEntered({ ...confirmed, locality: 'Salem' });

    harness.addressBook.editEntered();

    expect(current(harness.addressBook.checked$)).toBeNull();
    expect(current(harness.addressBook.check$)).toEqual({ outcome: null, error: null });
  });

  it('runs one check or save at a time, and says when it is busy', async () => {
    const harness = await signedInHarness();
    const gate = deferred<void>();
    const validate = harness.backend.taxValidator.validateAddress.bind(
      harness.backend.taxValidator,
    );
    harness.backend.taxValidator.validateAddress = async (request) => {
      await gate.promise;
      return validate(request);
    };

    const first = harness.addressBook.submitEntered(confirmed);
    expect(current(harness.addressBook.entryBusy$)).toBe(true);
    expect(await harness.addressBook.submitEntered(confirmed)).toEqual(
      err({ kind: 'operation-failed', toast: 'addressSaveFailed' }),
    );
    gate.resolve(undefined);

    expect(await first).toEqual(ok('saved'));
    expect(current(harness.addressBook.entryBusy$)).toBe(false);
    expect(titles(harness)).toEqual(['Home', 'Office']);
  });

  it('opens the form with its countries loaded and no earlier choice', async () => {
    const harness = await signedInHarness();
    await harness.addressBook.submitEntered({ ...confirmed, locality: 'Salem' });

    await harness.addressBook.openEntry();

    expect(current(harness.addressBook.checked$)).toBeNull();
    expect(current(harness.addressBook.countries$).status).toBe('ready');
  });
});
