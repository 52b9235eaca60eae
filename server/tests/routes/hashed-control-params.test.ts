// Audit F6: `redirect`, `successMessage`, `failMessage` and `userVariable` are hashed params in Craft
// (`getValidatedBodyParam`): a value the server did not sign is a 400 and changes nothing; a signed
// `redirect` joins the success JSON of model answers and is where a non-JSON client is sent;
// `successMessage`/`failMessage` replace update-cart's messages; `userVariable` renames save-user's model.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paramHasher } from '../../src/adapters/http/craft/hashed-params.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp, TEST_SECRET } from '../support/test-app.ts';
import { aCustomer, aSignedInCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

const UPDATE = '/actions/commerce/cart/update-cart';
const INVALID_PARAM = 'Request contained an invalid body param';
const SITE = 'http://shop.test';
const HTML = { accept: 'text/html', 'x-requested-with': '' };
const signed = (value: string) => paramHasher(TEST_SECRET).hash(value);

describe('hashed control params', () => {
  let t: TestApp;
  let purchasableId: number;
  beforeAll(async () => {
    t = await startTestApp();
    purchasableId = (await aProduct(t.db.db, { variants: [{ stock: null }] })).variants[0]!.id;
  });
  afterAll(() => t.close());

  const totalQty = async (v: ReturnType<typeof visitor>) =>
    (await v.get('/actions/commerce/cart/get-cart')).json().cart.totalQty as number;

  it('update-cart refuses a plain redirect and changes nothing', async () => {
    const v = visitor(t.app);
    const res = await v.post(UPDATE, { purchasableId, redirect: '/x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'Bad Request', message: INVALID_PARAM });
    expect(await totalQty(v)).toBe(0);
  });

  it('update-cart answers a signed redirect in its JSON and sends a browser there', async () => {
    const v = visitor(t.app);
    const json = await v.post(UPDATE, { purchasableId, redirect: signed('/x') });
    expect(json.statusCode).toBe(200);
    // Craft's asSuccess puts the posted value in the JSON as it was signed.
    expect(json.json()).toMatchObject({
      modelName: 'cart',
      message: 'Cart updated.',
      redirect: '/x',
    });

    const browser = await v.post(
      UPDATE,
      { purchasableId, redirect: signed('/x') },
      { headers: HTML },
    );
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe(`${SITE}/x`);
    expect(await totalQty(v)).toBe(2);
  });

  it('update-cart without a redirect answers no redirect key', async () => {
    const res = await visitor(t.app).post(UPDATE, { purchasableId });
    expect(res.json()).not.toHaveProperty('redirect');
  });

  it('successMessage and failMessage replace update-cart’s messages; plain ones are refused', async () => {
    const v = visitor(t.app);
    const done = await v.post(UPDATE, { purchasableId, successMessage: signed('Added!') });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Added!');

    const failed = await v.post(UPDATE, { email: 'not-an-email', failMessage: signed('Nope.') });
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toMatchObject({ modelName: 'cart', message: 'Nope.' });
    expect(failed.json().errors.email).toBeDefined();

    const plain = await v.post(UPDATE, { purchasableId, successMessage: 'Added!' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe(INVALID_PARAM);
    expect(await totalQty(v)).toBe(1);
  });

  it('login refuses a plain redirect before signing in, and answers a signed one', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app);
    const plain = await v.post('/actions/users/login', {
      loginName: customer.email,
      password: customer.password,
      redirect: '/account',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe(INVALID_PARAM);
    expect((await v.get('/actions/users/session-info')).json().isGuest).toBe(true);

    const res = await v.post('/actions/users/login', {
      loginName: customer.email,
      password: customer.password,
      redirect: signed('/account'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ modelName: 'user', redirect: '/account' });
  });

  it('save-user names its model after a signed userVariable and refuses a plain one', async () => {
    const v = visitor(t.app);
    const plain = await v.post('/actions/users/save-user', {
      email: 'not-an-email',
      userVariable: 'account',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe(INVALID_PARAM);

    const res = await v.post('/actions/users/save-user', {
      email: 'not-an-email',
      userVariable: signed('account'),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ modelName: 'account', message: 'Couldn’t save user.' });
    expect(body.account).toBeDefined();
    expect(body).not.toHaveProperty('user');
  });

  it('forget-cart and load-cart send a browser to a signed redirect', async () => {
    const v = visitor(t.app);
    const added = await v.post(UPDATE, { purchasableId });
    const number = added.json().cart.number as string;

    const loaded = await v.post(
      '/actions/commerce/cart/load-cart',
      { number, redirect: signed('/cart') },
      { headers: HTML },
    );
    expect(loaded.statusCode).toBe(302);
    expect(loaded.headers.location).toBe(`${SITE}/cart`);
    expect((await v.get('/actions/commerce/cart/get-cart')).json().cart.number).toBe(number);

    const forgot = await v.post(
      '/actions/commerce/cart/forget-cart',
      { redirect: signed('/cart') },
      { headers: { accept: 'text/html' } },
    );
    expect(forgot.statusCode).toBe(302);
    expect(forgot.headers['x-redirect']).toBe(`${SITE}/cart`);
    expect((await v.get('/actions/commerce/cart/get-cart')).json().cart.number).not.toBe(number);

    const plain = await v.post('/actions/commerce/cart/forget-cart', { redirect: '/cart' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe(INVALID_PARAM);
  });

  it('save-address and payment sources refuse plain control params', async () => {
    const { v } = await aSignedInCustomer(t.app, t.deps);
    const address = await v.post('/actions/users/save-address', {
      countryCode: 'US',
      fullName: 'Ada Lovelace',
      addressLine1: '12 Analytical Way',
      locality: 'Portland',
      administrativeArea: 'OR',
      postalCode: '97214',
      redirect: '/account',
    });
    expect(address.statusCode).toBe(400);
    expect(address.json().message).toBe(INVALID_PARAM);
    expect((await v.get('/api/user/addresses')).json().addresses).toEqual([]);

    const saved = await v.post('/actions/users/save-address', {
      countryCode: 'US',
      fullName: 'Ada Lovelace',
      addressLine1: '12 Analytical Way',
      locality: 'Portland',
      administrativeArea: 'OR',
      postalCode: '97214',
      redirect: signed('/account'),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Address saved.', redirect: '/account' });

    const primary = await v.post('/actions/commerce/payment-sources/set-primary-payment-source', {
      id: 1,
      failMessage: 'No.',
    });
    expect(primary.statusCode).toBe(400);
    expect(primary.json().message).toBe(INVALID_PARAM);
  });
});
