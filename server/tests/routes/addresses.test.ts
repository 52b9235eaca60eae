import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../src/adapters/db/seed/demo-customer.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const SAVE = '/actions/users/save-address';
const DELETE = '/actions/users/delete-address';
const LIST = '/api/user/addresses';

const HOME = {
  title: 'Home',
  countryCode: 'US',
  fullName: 'Ada Lovelace',
  addressLine1: '12 Analytical Way',
  locality: 'Portland',
  administrativeArea: 'OR',
  postalCode: '97214',
};

describe('saved customer addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signedIn = () => aSignedInCustomer(t.app, t.deps);
  const save = async (v: Visitor, body: Record<string, unknown>) => v.post(SAVE, body);
  const created = async (v: Visitor, body: Record<string, unknown> = HOME): Promise<number> => {
    const res = await save(v, body);
    expect(res.statusCode).toBe(200);
    return res.json().modelId as number;
  };
  const primaries = async (userId: number) => {
    const user = await t.deps.users.findById(userId);
    return { billing: user?.primaryBillingAddressId, shipping: user?.primaryShippingAddressId };
  };

  describe('save-address', () => {
    it('creates an address: Craft’s model under `model`, plus the modelId the storefront needs', async () => {
      const { customer, v } = await signedIn();
      const res = await save(v, {
        ...HOME,
        countryCode: ' us ',
        addressLine2: '  ',
        fields: { phoneNumber: ' +1 503 555 0100 ', attention: 'Front desk' },
        companyName: 'Engines Ltd',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body)).toEqual(['model', 'modelId', 'message']);
      expect(body).toMatchObject({
        modelId: body.model.id,
        message: 'Address saved.',
        model: {
          id: expect.any(Number),
          uid: expect.stringMatching(/^[0-9a-f-]{36}$/),
          ownerId: customer.id,
          title: 'Home',
          countryCode: 'US',
          addressLine1: '12 Analytical Way',
          addressLine2: null,
          fullName: 'Ada Lovelace',
          firstName: 'Ada',
          lastName: 'Lovelace',
          phoneNumber: '+1 503 555 0100',
          attention: 'Front desk',
          companyName: 'Engines Ltd',
          latitude: null,
          isPrimaryBilling: false,
          isPrimaryShipping: false,
          dateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
          dateUpdated: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        },
      });
      const stored = await t.deps.addresses.findById(body.modelId);
      expect(stored).toMatchObject({ ownerId: customer.id, postalCode: '97214' });
    });

    it('updates only the submitted fields of one’s own address', async () => {
      const { v } = await signedIn();
      const id = await created(v, { ...HOME, latitude: '45.5', longitude: -122.6 });
      const res = await save(v, { addressId: id, addressLine1: '99 Difference Rd', title: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        modelId: id,
        model: {
          id,
          addressLine1: '99 Difference Rd',
          title: null,
          locality: 'Portland',
          fullName: 'Ada Lovelace',
          latitude: 45.5,
          longitude: -122.6,
        },
      });
    });

    it('reports every validation failure as Craft’s model failure, and saves nothing', async () => {
      const { customer, v } = await signedIn();
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [{ ...HOME, countryCode: undefined }, { countryCode: ['Country cannot be blank.'] }],
        [{ ...HOME, countryCode: '  ' }, { countryCode: ['Country cannot be blank.'] }],
        [{ ...HOME, countryCode: 'ZZ' }, { countryCode: ['Country is invalid.'] }],
        [{ ...HOME, postalCode: '' }, { postalCode: ['ZIP Code cannot be blank.'] }],
        [{ ...HOME, postalCode: '9721' }, { postalCode: ['ZIP Code is invalid.'] }],
        [{ ...HOME, administrativeArea: null }, { administrativeArea: ['State cannot be blank.'] }],
        [{ ...HOME, addressLine1: ' ' }, { addressLine1: ['Address Line 1 cannot be blank.'] }],
        [{ ...HOME, locality: '' }, { locality: ['City cannot be blank.'] }],
        [
          {
            countryCode: 'CA',
            addressLine1: '1 Yonge St',
            locality: 'Toronto',
            postalCode: 'M5E 1E5',
          },
          { administrativeArea: ['Province cannot be blank.'] },
        ],
        [
          { countryCode: 'GB', addressLine1: '10 Downing St', postalCode: 'SW1A 2AA' },
          { locality: ['Post Town cannot be blank.'] },
        ],
        [
          { countryCode: 'DE', addressLine1: 'Unter den Linden 1', locality: 'Berlin' },
          { postalCode: ['Postal Code cannot be blank.'] },
        ],
        [
          { countryCode: 'JP' },
          {
            addressLine1: ['Address Line 1 cannot be blank.'],
            locality: ['City cannot be blank.'],
          },
        ],
        [
          { ...HOME, title: 'x'.repeat(256) },
          { title: ['Label should contain at most 255 characters.'] },
        ],
        [
          { ...HOME, fields: { notes: 'n'.repeat(256) } },
          { notes: ['Notes should contain at most 255 characters.'] },
        ],
        [{ ...HOME, latitude: '91' }, { latitude: ['Latitude must be no greater than 90.'] }],
        [{ ...HOME, longitude: '-181' }, { longitude: ['Longitude must be no less than -180.'] }],
        [{ ...HOME, latitude: 'north' }, { latitude: ['Latitude must be a number.'] }],
      ];
      for (const [submitted, errors] of cases) {
        const res = await save(v, submitted);
        expect(res.statusCode, JSON.stringify(submitted).slice(0, 120)).toBe(400);
        expect(res.json()).toMatchObject({
          modelName: 'address',
          address: { id: null },
          errors,
          message: 'Couldn’t save address.',
        });
        expect(Object.keys(res.json().errors)).toEqual(Object.keys(errors));
      }
      expect(await t.deps.addresses.listByOwner(customer.id)).toEqual([]);
    });

    it('echoes the submitted address on a failed edit and leaves the saved one as it was', async () => {
      const { v } = await signedIn();
      const id = await created(v);
      const res = await save(v, { addressId: id, countryCode: 'xx', locality: 'Gresham' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        address: { id, countryCode: 'XX', locality: 'Gresham', addressLine1: HOME.addressLine1 },
        errors: { countryCode: ['Country is invalid.'] },
      });
      expect(await t.deps.addresses.findById(id)).toMatchObject({
        countryCode: 'US',
        locality: 'Portland',
      });
    });

    it('refuses unknown and malformed address ids', async () => {
      const { v } = await signedIn();
      for (const addressId of [999_999_999, '999999999', 'abc', '12x', 99_999_999_999]) {
        const res = await save(v, { ...HOME, addressId });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          name: 'Bad Request',
          message: `Invalid address ID: ${addressId}`,
        });
      }
    });
  });

  describe('primary billing and shipping addresses', () => {
    it('truthy flags make an address primary, a new one takes it over, falsy un-sets only its own', async () => {
      const { customer, v } = await signedIn();
      const first = await created(v, { ...HOME, isPrimaryBilling: '1', isPrimaryShipping: true });
      expect(await primaries(customer.id)).toEqual({ billing: first, shipping: first });

      const second = await save(v, { ...HOME, title: 'Work', isPrimaryShipping: 'true' });
      expect(second.json().model).toMatchObject({
        isPrimaryBilling: false,
        isPrimaryShipping: true,
      });
      const secondId = second.json().modelId as number;
      expect(await primaries(customer.id)).toEqual({ billing: first, shipping: secondId });

      // Un-setting an address that is not the primary leaves the primary alone.
      await save(v, { addressId: first, isPrimaryShipping: '0' });
      expect(await primaries(customer.id)).toEqual({ billing: first, shipping: secondId });

      const unset = await save(v, { addressId: first, isPrimaryBilling: false });
      expect(unset.json().model).toMatchObject({ isPrimaryBilling: false });
      expect(await primaries(customer.id)).toEqual({ billing: null, shipping: secondId });

      await save(v, { addressId: secondId, isPrimaryBilling: 1 });
      const listed = (await v.get(LIST)).json().addresses as {
        id: number;
        isPrimaryBilling: boolean;
        isPrimaryShipping: boolean;
      }[];
      expect(listed.map((a) => [a.id, a.isPrimaryBilling, a.isPrimaryShipping])).toEqual([
        [secondId, true, true],
        [first, false, false],
      ]);
    });

    it('deleting a primary address clears it on the account', async () => {
      const { customer, v } = await signedIn();
      const keep = await created(v, { ...HOME, isPrimaryShipping: '1' });
      const doomed = await created(v, { ...HOME, isPrimaryBilling: '1' });
      const res = await v.post(DELETE, { addressId: doomed });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        model: { id: doomed, isPrimaryBilling: true },
        success: true,
        message: 'Address deleted.',
      });
      expect(await primaries(customer.id)).toEqual({ billing: null, shipping: keep });
      expect(await t.deps.addresses.findById(doomed)).toBeNull();
    });
  });

  describe('delete-address', () => {
    it('needs an addressId and refuses unknown ones', async () => {
      const { v } = await signedIn();
      const missing = await v.post(DELETE, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Request missing required body param');
      for (const addressId of [999_999_999, 'abc']) {
        const res = await v.post(DELETE, { addressId });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(`Invalid address ID: ${addressId}`);
      }
    });
  });

  describe('GET /api/user/addresses', () => {
    it('lists the demo customer’s two seeded addresses, newest first, the workshop primary', async () => {
      const v = visitor(t.app);
      await v.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      const res = await v.get(LIST);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().addresses).toMatchObject([
        { title: 'Home', locality: 'Beaverton', isPrimaryBilling: false, isPrimaryShipping: false },
        {
          title: 'Workshop',
          organization: 'Demo Fabrication LLC',
          phoneNumber: '+1 503 555 0142',
          isPrimaryBilling: true,
          isPrimaryShipping: true,
        },
      ]);
    });

    it('a new customer has none; a guest is not authenticated', async () => {
      const { v } = await signedIn();
      expect((await v.get(LIST)).json()).toEqual({ addresses: [] });
      const guest = await visitor(t.app).get(LIST);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ message: 'User is not authenticated' });
    });
  });

  describe('who may touch an address', () => {
    it('guests get a 403 with an empty message from save and delete', async () => {
      const { v } = await signedIn();
      const id = await created(v);
      for (const [url, body] of [
        [SAVE, HOME],
        [DELETE, { addressId: id }],
      ] as const) {
        const res = await visitor(t.app).post(url, body);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ name: 'Forbidden', message: '', status: 403 });
      }
      expect(await t.deps.addresses.findById(id)).not.toBeNull();
    });

    it('refuses a missing or wrong CSRF token', async () => {
      const { customer, v } = await signedIn();
      for (const csrf of [false, 'not-a-token'] as const) {
        for (const url of [SAVE, DELETE]) {
          const res = await v.post(url, HOME, { csrf });
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toBe('Unable to verify your data submission.');
        }
      }
      expect(await t.deps.addresses.listByOwner(customer.id)).toEqual([]);
    });

    it('one customer can neither edit, re-home, delete nor list another’s address', async () => {
      const owner = await signedIn();
      const id = await created(owner.v, { ...HOME, isPrimaryBilling: '1' });
      const before = await t.deps.addresses.findById(id);
      const intruder = await signedIn();

      const edit = await save(intruder.v, {
        addressId: id,
        addressLine1: 'Hacked',
        isPrimaryBilling: '1',
      });
      expect(edit.statusCode).toBe(400);
      expect(edit.json().message).toBe(
        `Address ${id} is not owned by user ${intruder.customer.id}`,
      );

      const asOwner = await save(intruder.v, {
        addressId: id,
        userId: owner.customer.id,
        addressLine1: 'Hacked',
      });
      expect(asOwner.statusCode).toBe(403);
      expect(asOwner.json().message).toBe('User is not permitted to edit this address.');

      const plant = await save(intruder.v, { ...HOME, userId: owner.customer.id });
      expect(plant.statusCode).toBe(403);

      const del = await intruder.v.post(DELETE, { addressId: id });
      expect(del.statusCode).toBe(403);
      expect(del.json().message).toBe('User is not permitted to delete this address.');

      expect(await t.deps.addresses.findById(id)).toEqual(before);
      expect(await primaries(owner.customer.id)).toEqual({ billing: id, shipping: null });
      expect(await primaries(intruder.customer.id)).toEqual({ billing: null, shipping: null });
      expect((await intruder.v.get(LIST)).json()).toEqual({ addresses: [] });
      expect((await owner.v.get(LIST)).json().addresses).toHaveLength(1);
    });
  });
});
