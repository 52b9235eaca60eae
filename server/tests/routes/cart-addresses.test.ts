import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, gateways, users } from '../../src/adapters/db/schema.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const UPDATE = '/actions/commerce/cart/update-cart';
const SAVE_ADDRESS = '/actions/users/save-address';

const CALIFORNIA = {
  fullName: 'Ada Lovelace',
  addressLine1: '1 Market St',
  locality: 'San Francisco',
  administrativeArea: 'CA',
  postalCode: '94105',
  countryCode: 'US',
};
const OREGON = {
  ...CALIFORNIA,
  locality: 'Portland',
  administrativeArea: 'OR',
  postalCode: '97201',
};

describe('update-cart address parameters', () => {
  let t: TestApp;
  let variantId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const product = await aProduct(t.db.db, { variants: [{ stock: null, priceMinor: 10_000 }] });
    variantId = product.variants[0]!.id;
  });
  afterAll(() => t.close());

  const withItem = async (v: Visitor) => {
    const res = await v.post(UPDATE, { purchasableId: variantId, qty: 1 });
    expect(res.statusCode).toBe(200);
    return res.json().cart;
  };
  const bookAddress = async (v: Visitor, fields: Record<string, unknown>) => {
    const res = await v.post(SAVE_ADDRESS, fields);
    expect(res.statusCode).toBe(200);
    return res.json().model.id as number;
  };

  it('sets an inline shipping address and re-prices tax from it', async () => {
    const v = visitor(t.app);
    const before = await withItem(v);
    expect(before.totalTax).toBe(0);
    const res = await v.post(UPDATE, { shippingAddress: CALIFORNIA });
    expect(res.statusCode).toBe(200);
    const cart = res.json().cart;
    expect(cart.shippingAddress).toMatchObject({
      ...CALIFORNIA,
      title: 'Shipping Address',
      id: cart.shippingAddressId,
      ownerId: cart.id,
    });
    expect(cart.shippingAddressId).toEqual(expect.any(Number));
    expect(cart.sourceShippingAddressId).toBeNull();
    expect(cart.billingAddress).toBeNull();
    // 7.25 % California sales tax on $100.
    expect(cart.totalTax).toBe(7.25);
    expect(cart.totalPrice).toBe(before.totalPrice + 7.25);

    // Inline fields edit the order's address in place: same id, tax follows the new state.
    const moved = (
      await v.post(UPDATE, {
        shippingAddress: { administrativeArea: 'OR', locality: 'Portland', postalCode: '97201' },
      })
    ).json().cart;
    expect(moved.shippingAddressId).toBe(cart.shippingAddressId);
    expect(moved.shippingAddress).toMatchObject(OREGON);
    expect(moved.totalTax).toBe(0);
  });

  it('answers invalid inline fields with per-field errors and keeps the cart as it was', async () => {
    const v = visitor(t.app);
    await withItem(v);
    const res = await v.post(UPDATE, {
      shippingAddress: { countryCode: 'US', postalCode: 'ABCDE' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Unable to update cart.');
    expect(body.errors['shippingAddress.postalCode']).toEqual(['ZIP Code is invalid.']);
    expect(body.errors['shippingAddress.addressLine1']).toEqual(expect.any(Array));
    const stored = (await v.get('/actions/commerce/cart/get-cart')).json().cart;
    expect(stored.shippingAddress).toBeNull();
  });

  it('copies one side to the other with the same-as flags, as two distinct addresses', async () => {
    const v = visitor(t.app);
    await withItem(v);
    const cart = (
      await v.post(UPDATE, { shippingAddress: CALIFORNIA, billingAddressSameAsShipping: '1' })
    ).json().cart;
    expect(cart.billingSameAsShipping).toBe(true);
    expect(cart.billingAddress).toMatchObject({ ...CALIFORNIA, title: 'Billing Address' });
    expect(cart.billingAddressId).not.toBe(cart.shippingAddressId);
    // Re-set on every call from the params: absent means false.
    const next = (await v.post(UPDATE, {})).json().cart;
    expect(next.billingSameAsShipping).toBe(false);
    const both = await v.post(UPDATE, {
      shippingAddressSameAsBilling: 1,
      billingAddressSameAsShipping: 1,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.shippingSameAsBilling).toEqual([
      'shippingSameAsBilling and billingSameAsShipping can’t both be set.',
    ]);
  });

  it('refuses a saved-address id from a guest or for someone else’s address', async () => {
    const guest = visitor(t.app);
    await withItem(guest);
    const res = await guest.post(UPDATE, { shippingAddressId: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.shippingAddressId).toEqual([
      'Sign in to use an address from your address book.',
    ]);

    const { v: owner } = await aSignedInCustomer(t.app, t.deps);
    const theirs = await bookAddress(owner, CALIFORNIA);
    const { v: other } = await aSignedInCustomer(t.app, t.deps);
    await withItem(other);
    const foreign = await other.post(UPDATE, { billingAddressId: theirs });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.billingAddressId).toEqual([
      `Address ${theirs} is not in your address book.`,
    ]);
    const bad = await other.post(UPDATE, { billingAddressId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('billingAddressId must be a whole number.');
  });

  it('copies a customer’s own address onto the order and makes it primary when asked', async () => {
    const { v, customer } = await aSignedInCustomer(t.app, t.deps);
    const first = await bookAddress(v, OREGON);
    const second = await bookAddress(v, CALIFORNIA);
    await withItem(v);
    const res = await v.post(UPDATE, {
      shippingAddressId: second,
      billingAddressId: first,
      makePrimaryShippingAddress: '1',
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json().cart;
    expect(cart.sourceShippingAddressId).toBe(second);
    expect(cart.sourceBillingAddressId).toBe(first);
    expect(cart.shippingAddressId).not.toBe(second);
    expect(cart.shippingAddress).toMatchObject({ ...CALIFORNIA, title: 'Shipping Address' });
    expect(cart.makePrimaryShippingAddress).toBe(true);
    expect(cart.totalTax).toBe(7.25);
    const [row] = await t.db.db.select().from(users).where(eq(users.id, customer.id));
    expect(row!.primaryShippingAddressId).toBe(second);
    expect(row!.primaryBillingAddressId).not.toBe(first);
    // The book's address is untouched by later inline edits of the order's copy.
    await v.post(UPDATE, { shippingAddress: { locality: 'Oakland' } });
    const [book] = await t.db.db.select().from(addresses).where(eq(addresses.id, second));
    expect(book!.locality).toBe('San Francisco');
  });

  it('stores the order flags and clears addresses', async () => {
    const v = visitor(t.app);
    await withItem(v);
    const cart = (
      await v.post(UPDATE, {
        shippingAddress: CALIFORNIA,
        saveAddressesOnOrderComplete: 'false',
        registerUserOnOrderComplete: '1',
      })
    ).json().cart;
    // PHP casts the string 'false' to true.
    expect(cart.saveShippingAddressOnOrderComplete).toBe(true);
    expect(cart.saveBillingAddressOnOrderComplete).toBe(true);
    expect(cart.registerUserOnOrderComplete).toBe(true);
    const off = (await v.post(UPDATE, { saveShippingAddressOnOrderComplete: '0' })).json().cart;
    expect(off.saveShippingAddressOnOrderComplete).toBe(false);
    expect(off.saveBillingAddressOnOrderComplete).toBe(true);
    const cleared = (await v.post(UPDATE, { clearAddresses: '' })).json().cart;
    expect(cleared.shippingAddress).toBeNull();
    expect(cleared.shippingAddressId).toBeNull();
    expect(cleared.totalTax).toBe(0);
  });

  it('keeps a paymentSourceId only for its signed-in owner; a falsy one clears it', async () => {
    const guest = visitor(t.app);
    await withItem(guest);
    const ignored = (await guest.post(UPDATE, { paymentSourceId: 5 })).json().cart;
    expect(ignored.paymentSourceId).toBeNull();
    const bad = await guest.post(UPDATE, { paymentSourceId: 'x1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('paymentSourceId must be a whole number.');

    const { v, customer } = await aSignedInCustomer(t.app, t.deps);
    await withItem(v);
    const gateway = (await t.db.db.select().from(gateways))[0]!;
    const source = await t.deps.paymentSources.create({
      customerId: customer.id,
      gatewayId: gateway.id,
      token: 'tok',
      description: 'Card ending with 4242',
      response: '{}',
      isPrimary: true,
    });
    const kept = (await v.post(UPDATE, { paymentSourceId: source.id })).json().cart;
    expect(kept.paymentSourceId).toBe(source.id);
    const stranger = visitor(t.app);
    await withItem(stranger);
    expect(
      (await stranger.post(UPDATE, { paymentSourceId: source.id })).json().cart.paymentSourceId,
    ).toBeNull();
    const cleared = (await v.post(UPDATE, { paymentSourceId: '' })).json().cart;
    expect(cleared.paymentSourceId).toBeNull();
  });
});
