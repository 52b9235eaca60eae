import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VendureAddressBook } from '../../../src/adapters/vendure/addresses/vendure.address-book';
import { VendureClient } from '../../../src/adapters/vendure/client/vendure-client';
import { formErrorsFrom } from '../../../src/domain/http/service-error.rules';
import { anAddress } from '../../support/address.mother';
import { craftClient } from '../../support/msw-craft';
import { useMswServer } from '../../support/msw-server';
import { answerShopApi, asked, type GraphqlRequest } from '../../support/msw-vendure';
import { aVendureAddressJson } from '../../support/vendure-json.mother';

/** A request that never came: its asked() fails the comparison. */
const EMPTY = { operationName: '', variables: {}, query: '' };

const server = useMswServer();
const book = () => new VendureAddressBook(new VendureClient(craftClient()));

/** What another customer's address 77 holds in Vendure: none of it may reach the customer. */
const SOMEONE_ELSES = /Babbage|Secret Lane|7946/;

const FORBIDDEN = () =>
  HttpResponse.json({
    errors: [
      {
        message: 'You are not currently authorized to perform this action',
        extensions: { code: 'FORBIDDEN' },
      },
    ],
    data: null,
  });

/**
 * A Shop API holding the signed-in customer's addresses (31, 32); a guest when `signedIn` is
 * false. Its mutations refuse an address that is not the customer's, as Vendure does.
 */
const shop = (signedIn = true) => {
  const own = [
    aVendureAddressJson(),
    aVendureAddressJson({ id: '32', defaultShippingAddress: false }),
  ];
  const owns = (id: unknown) => own.some((address) => address.id === id);
  const customer = signedIn ? { id: '5', addresses: own } : null;
  return answerShopApi(server, {
    CustomerAddresses: () => ({ activeCustomer: customer }),
    CustomerAddressIds: () => ({ activeCustomer: customer }),
    CreateAddress: () => (signedIn ? { createCustomerAddress: { id: '33' } } : FORBIDDEN()),
    UpdateAddress: ({ input }) => {
      const { id } = input as { id: string };
      return signedIn && owns(id) ? { updateCustomerAddress: { id } } : FORBIDDEN();
    },
    DeleteAddress: ({ id }) =>
      signedIn && owns(id) ? { deleteCustomerAddress: { success: true } } : FORBIDDEN(),
  });
};

const mutations = (seen: readonly GraphqlRequest[]) =>
  seen.map((request) => request.operationName).filter((name) => !name.startsWith('Customer'));

const failureOf = (result: { ok: boolean; error?: unknown }) => {
  const error = result.error as { error: { status: number; data: unknown } };
  return { status: error.error.status, data: error.error.data };
};

describe('VendureAddressBook.listAddresses', () => {
  it("maps Vendure's addresses: defaults as primaries, '' as null, the name split for the form", async () => {
    shop();

    const listed = await book().listAddresses();

    expect(listed.ok && listed.value[0]).toEqual({
      id: 31,
      title: null,
      countryCode: 'GB',
      administrativeArea: null,
      locality: 'London',
      postalCode: 'N1 9GU',
      addressLine1: '12 Analytical Row',
      addressLine2: null,
      addressLine3: null,
      organization: null,
      organizationTaxId: null,
      fullName: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: null,
      attention: null,
      companyName: null,
      businessId: null,
      notes: null,
      isPrimaryBilling: false,
      isPrimaryShipping: true,
    });
    expect(listed.ok && listed.value.map((address) => address.id)).toEqual([31, 32]);
  });

  it('turns a guest away (401)', async () => {
    shop(false);

    expect(failureOf(await book().listAddresses()).status).toBe(401);
  });
});

describe('VendureAddressBook.saveAddress', () => {
  it("creates a new address from ours: Vendure's '' for empty, the third line in the second", async () => {
    const seen = shop();
    const address = anAddress({
      id: null,
      fullName: null,
      firstName: 'Ada',
      lastName: 'Lovelace',
      organization: 'Difference Engines Ltd',
      addressLine2: 'Floor 2',
      addressLine3: 'Desk 4',
      administrativeArea: null,
      phoneNumber: null,
      isPrimaryBilling: true,
      isPrimaryShipping: false,
    });

    const saved = await book().saveAddress(address);

    expect(saved).toEqual({ ok: true, value: { modelId: 33 } });
    expect(seen.at(-1)?.variables).toEqual({
      input: {
        fullName: 'Ada Lovelace',
        company: 'Difference Engines Ltd',
        streetLine1: address.addressLine1,
        streetLine2: 'Floor 2, Desk 4',
        city: address.locality,
        province: '',
        postalCode: address.postalCode,
        countryCode: address.countryCode,
        phoneNumber: '',
        defaultShippingAddress: false,
        defaultBillingAddress: true,
      },
    });
  });

  it("updates one of the customer's addresses in place", async () => {
    const seen = shop();

    const saved = await book().saveAddress(anAddress({ id: 32, locality: 'Salem' }));

    expect(saved).toEqual({ ok: true, value: { modelId: 32 } });
    expect(seen.at(-1)?.variables).toMatchObject({ input: { id: '32', city: 'Salem' } });
  });

  it.each([
    ['countryCode', { countryCode: ' ' }],
    ['addressLine1', { addressLine1: '' }],
  ])('refuses an address without %s on that field, without asking', async (field, blank) => {
    const seen = shop();

    const failure = failureOf(await book().saveAddress(anAddress({ id: null, ...blank })));

    expect(failure.status).toBe(400);
    expect(formErrorsFrom(failure.data).fields[field]).toHaveLength(1);
    expect(seen).toEqual([]);
  });

  it("refuses someone else's address as unknown (400), sends nothing and tells nothing of it", async () => {
    const seen = shop();

    const failure = failureOf(
      await book().saveAddress(anAddress({ id: 77, locality: 'Hijacked' })),
    );

    expect(failure.status).toBe(400);
    expect(JSON.stringify(failure)).not.toMatch(SOMEONE_ELSES);
    expect(mutations(seen)).toEqual([]);
  });

  it("turns a guest away (403): Vendure's own refusal of a new address, ours of a change", async () => {
    const seen = shop(false);

    expect(failureOf(await book().saveAddress(anAddress({ id: null }))).status).toBe(403);
    expect(failureOf(await book().saveAddress(anAddress({ id: 31 }))).status).toBe(403);
    expect(mutations(seen)).toEqual(['CreateAddress']);
  });
});

describe('VendureAddressBook.deleteAddress', () => {
  it("deletes one of the customer's addresses", async () => {
    const seen = shop();

    expect(await book().deleteAddress(31)).toEqual({ ok: true, value: { success: true } });
    expect(asked(seen.at(-1) ?? EMPTY)).toEqual({
      operationName: 'DeleteAddress',
      variables: { id: '31' },
    });
  });

  it("refuses someone else's address and an unknown one (400), and a guest (403)", async () => {
    const seen = shop();

    const other = failureOf(await book().deleteAddress(77));
    expect(other.status).toBe(400);
    expect(JSON.stringify(other)).not.toMatch(SOMEONE_ELSES);
    expect(failureOf(await book().deleteAddress(2_000_000_000)).status).toBe(400);
    shop(false);
    expect(failureOf(await book().deleteAddress(31)).status).toBe(403);
    expect(mutations(seen)).toEqual([]);
  });

  it("passes on Vendure's own refusal (403) without any of the address's data", async () => {
    // The customer's list still names 31, but Vendure finds it is no longer theirs.
    answerShopApi(server, {
      CustomerAddressIds: () => ({ activeCustomer: { id: '5', addresses: [{ id: '77' }] } }),
      DeleteAddress: FORBIDDEN,
    });

    const failure = failureOf(await book().deleteAddress(77));

    expect(failure.status).toBe(403);
    expect(JSON.stringify(failure)).not.toMatch(SOMEONE_ELSES);
  });
});
