import { describe, expect, it } from 'vitest';
import { CraftAddressBook } from '../../../../src/adapters/http/addresses/craft.address-book';
import { errorMessage } from '../../../../src/domain/errors/error-messages.rules';
import { anAddress } from '../../../support/address.mother';
import { aCraftAddressJson } from '../../../support/craft-cart-json.mother';
import { useMswServer } from '../../../support/msw-server';
import { answer, craftClient, craftError, json } from '../../../support/msw-craft';

const server = useMswServer();
const book = () => new CraftAddressBook(craftClient());

describe('CraftAddressBook.listAddresses', () => {
  it('maps the saved addresses', async () => {
    answer(
      server,
      'get',
      'api/user/addresses',
      json({ addresses: [aCraftAddressJson({ isPrimaryBilling: true, phoneNumber: '555' })] }),
    );

    const result = await book().listAddresses();

    expect(result.ok && result.value).toEqual([
      expect.objectContaining({
        id: 5,
        locality: 'Portland',
        isPrimaryBilling: true,
        isPrimaryShipping: false,
        phoneNumber: '555',
      }),
    ]);
  });

  it('reports a guest', async () => {
    answer(
      server,
      'get',
      'api/user/addresses',
      json({ message: 'User is not authenticated' }, 401),
    );

    const result = await book().listAddresses();

    expect(!result.ok && errorMessage(result.error)).toBe(
      'Communication error: (401) User is not authenticated',
    );
  });
});

describe('CraftAddressBook.saveAddress', () => {
  it('creates a new address: no addressId, Craft attributes on top, site fields under `fields`', async () => {
    const seen = answer(
      server,
      'post',
      'actions/users/save-address',
      json({ model: aCraftAddressJson({ id: 88 }), modelId: 88, message: 'Address saved.' }),
    );

    const result = await book().saveAddress(
      anAddress({ id: null, phoneNumber: '555-0100', isPrimaryShipping: true }),
    );

    expect(seen[0]?.body).toMatchObject({
      countryCode: 'US',
      addressLine1: '1 Main St',
      fields: { phoneNumber: '555-0100' },
      isPrimaryBilling: false,
      isPrimaryShipping: true,
    });
    expect(seen[0]?.body).not.toHaveProperty('addressId');
    expect(result).toEqual({ ok: true, value: { modelId: 88 } });
  });

  it('updates an existing address by id', async () => {
    const seen = answer(server, 'post', 'actions/users/save-address', json({ modelId: 5 }));

    await book().saveAddress(anAddress({ id: 5 }));

    expect(seen[0]?.body).toMatchObject({ addressId: 5 });
  });

  it("takes the saved model's id when the answer has no modelId (as Craft answers)", async () => {
    answer(
      server,
      'post',
      'actions/users/save-address',
      json({ model: aCraftAddressJson({ id: 91 }), message: 'Address saved.' }),
    );

    expect(await book().saveAddress(anAddress())).toEqual({ ok: true, value: { modelId: 91 } });
  });

  it('hands back no id when the answer has none, for the rule to refuse', async () => {
    answer(server, 'post', 'actions/users/save-address', json({ message: 'Address saved.' }));

    expect(await book().saveAddress(anAddress())).toEqual({ ok: true, value: { modelId: null } });
  });

  it("keeps Craft's field errors in the failure", async () => {
    const refusal = {
      modelName: 'address',
      address: {},
      errors: { postalCode: ['ZIP Code cannot be blank.'] },
      message: 'Couldn’t save address.',
    };
    answer(server, 'post', 'actions/users/save-address', json(refusal, 400));

    expect(await book().saveAddress(anAddress())).toMatchObject({
      ok: false,
      error: { error: { status: 400, data: refusal } },
    });
  });
});

describe('CraftAddressBook.deleteAddress', () => {
  it('deletes by addressId and reads `success`', async () => {
    const seen = answer(
      server,
      'post',
      'actions/users/delete-address',
      json({ model: {}, success: true, message: 'Address deleted.' }),
    );

    expect(await book().deleteAddress(5)).toEqual({ ok: true, value: { success: true } });
    expect(seen[0]?.body).toEqual({ addressId: 5 });
  });

  it("counts Craft's 200 without `success` as deleted", async () => {
    answer(
      server,
      'post',
      'actions/users/delete-address',
      json({ model: {}, message: 'Address deleted.' }),
    );

    expect(await book().deleteAddress(5)).toEqual({ ok: true, value: { success: true } });
  });

  it('passes an explicit success false on, for the rule to refuse', async () => {
    answer(server, 'post', 'actions/users/delete-address', json({ success: false }));

    expect(await book().deleteAddress(5)).toEqual({ ok: true, value: { success: false } });
  });

  it('reports an unknown address', async () => {
    answer(
      server,
      'post',
      'actions/users/delete-address',
      craftError(400, 'Invalid address ID: 5'),
    );

    const result = await book().deleteAddress(5);

    expect(!result.ok && errorMessage(result.error)).toBe(
      'Communication error: Invalid address ID: 5',
    );
  });
});
