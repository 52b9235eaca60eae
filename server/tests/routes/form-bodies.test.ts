// Audit F1: Craft actions take form-encoded and multipart bodies as well as JSON, with bracket names
// nested as JSON would be (`lineItems[5][qty]` = `{lineItems: {"5": {qty}}}`), the CSRF token as the
// CRAFT_CSRF_TOKEN field, and the same input checks as JSON. Names that reach Object.prototype are
// dropped, and nesting deeper than a form needs is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct } from '../support/seo-content.mother.ts';
import {
  type EncodedForm,
  type FormFields,
  multipartForm,
  urlEncoded,
} from '../support/form-bodies.ts';
import { dummyCard, gatewayIdOf } from '../support/dummy-card.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const UPDATE = '/actions/commerce/cart/update-cart';
const GET = '/actions/commerce/cart/get-cart';
const PAY = '/actions/commerce/payments/pay';
const LOGIN = '/actions/users/login';
const DEEP = 'a[b][c][d][e][f][g][h][i][j][k][l][m]';

const encodings: [string, (fields: FormFields) => EncodedForm][] = [
  ['form-encoded', urlEncoded],
  ['multipart', (fields) => multipartForm(fields)],
];

describe('form-encoded and multipart bodies on Craft actions', () => {
  let t: TestApp;
  let purchasableId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const product = await aProduct(t.db.db, { variants: [{ stock: null, priceMinor: 1500 }] });
    purchasableId = product.variants[0]!.id;
  });
  afterAll(() => t.close());

  /** Posts a form with the token only as the CRAFT_CSRF_TOKEN field, as a Craft template does. */
  const postForm = async (v: Visitor, url: string, fields: FormFields, encode = urlEncoded) => {
    const form = encode([...fields, ['CRAFT_CSRF_TOKEN', await v.csrf()]]);
    return v.post(url, form.payload, {
      csrf: false,
      headers: { 'content-type': form.contentType },
    });
  };

  it.each(encodings)(
    '%s update-cart adds, then changes a line by its bracket name',
    async (_name, encode) => {
      const v = visitor(t.app);
      const added = await postForm(
        v,
        UPDATE,
        [
          ['purchasableId', String(purchasableId)],
          ['qty', '2'],
          ['fields[customerNote]', 'ring twice'],
        ],
        encode,
      );
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({ message: 'Cart updated.', modelName: 'cart' });
      const cart = added.json().cart;
      expect(cart).toMatchObject({ totalQty: 2, customerNote: 'ring twice' });
      const lineId = String(cart.lineItems[0].id);

      const changed = await postForm(
        v,
        UPDATE,
        [
          [`lineItems[${lineId}][qty]`, '3'],
          [`lineItems[${lineId}][note]`, 'gift wrap'],
        ],
        encode,
      );
      expect(changed.statusCode).toBe(200);
      expect(changed.json().cart.lineItems).toMatchObject([{ qty: 3, note: 'gift wrap' }]);
      expect((await v.get(GET)).json().cart.totalQty).toBe(3);
    },
  );

  it('form-encoded purchasableId, qty and lineItems in one post (the audit’s example)', async () => {
    const v = visitor(t.app);
    const first = await postForm(v, UPDATE, [['purchasableId', String(purchasableId)]]);
    const lineId = first.json().cart.lineItems[0].id as number;
    const other = await aProduct(t.db.db, { variants: [{ stock: null, priceMinor: 700 }] });
    const res = await postForm(v, UPDATE, [
      ['purchasableId', String(other.variants[0]!.id)],
      ['qty', '2'],
      [`lineItems[${lineId}][qty]`, '3'],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Cart updated.');
    const qtyByPurchasable = Object.fromEntries(
      (res.json().cart.lineItems as { purchasableId: number; qty: number }[]).map((line) => [
        line.purchasableId,
        line.qty,
      ]),
    );
    expect(qtyByPurchasable).toEqual({ [purchasableId]: 3, [other.variants[0]!.id]: 2 });
  });

  it('multipart update-cart ignores a file it was not asked for', async () => {
    const v = visitor(t.app);
    const token = await v.csrf();
    const form = multipartForm(
      [
        ['purchasableId', String(purchasableId)],
        ['CRAFT_CSRF_TOKEN', token],
      ],
      [{ field: 'attachment', filename: 'a.txt', type: 'text/plain', data: Buffer.from('hello') }],
    );
    const res = await v.post(UPDATE, form.payload, {
      csrf: false,
      headers: { 'content-type': form.contentType },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.totalQty).toBe(1);
  });

  it('pays with paymentForm[dummy][…] fields', async () => {
    const v = visitor(t.app);
    await postForm(v, UPDATE, [
      ['purchasableId', String(purchasableId)],
      ['email', 'ada@example.test'],
    ]);
    const card = Object.entries(dummyCard('4242424242424242')).map(
      ([name, value]) => [`paymentForm[dummy][${name}]`, String(value)] as const,
    );
    const res = await postForm(v, PAY, [
      ['gatewayId', String(await gatewayIdOf(t.db.db, 'dummy'))],
      ...card,
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Payment successful.' });
    expect(res.json().cart).toMatchObject({ isCompleted: true, paidStatus: 'paid' });
  });

  it('signs in with a form, rememberMe sent as a checkbox’s "on"', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app);
    const res = await postForm(v, LOGIN, [
      ['loginName', customer.email],
      ['password', customer.password],
      ['rememberMe', 'on'],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(customer.id);
    const session = res.cookies.find((cookie) => cookie.name === 'CraftSessionId');
    expect(session?.maxAge).toBe(1_209_600);
  });

  it.each(encodings)('%s without the token field is refused as Craft does', async (_n, encode) => {
    const v = visitor(t.app);
    const form = encode([['purchasableId', String(purchasableId)]]);
    const res = await v.post(UPDATE, form.payload, {
      csrf: false,
      headers: { 'content-type': form.contentType },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unable to verify your data submission.');
  });

  it.each(encodings)('%s fields pass the input guard', async (_name, encode) => {
    const res = await postForm(visitor(t.app), UPDATE, [['couponCode', 'a\u0000b']], encode);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'couponCode contains a control character, which is not allowed.',
    );
  });

  it.each(encodings)(
    '%s names that reach Object.prototype change nothing',
    async (_name, encode) => {
      const v = visitor(t.app);
      const before = (await v.get(GET)).json().cart;
      const res = await postForm(
        v,
        UPDATE,
        [
          ['__proto__[polluted]', '1'],
          ['constructor[prototype][polluted]', '1'],
          ['lineItems[__proto__][qty]', '1'],
          ['fields[constructor][prototype][polluted]', '1'],
        ],
        encode,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().cart).toMatchObject({ totalQty: 0, number: before.number });
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it.each(encodings)('%s nesting deeper than any Craft param is a 400', async (_name, encode) => {
    const res = await postForm(visitor(t.app), UPDATE, [[DEEP, '1']], encode);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      name: 'Bad Request',
      message: 'Request params are nested too deeply.',
    });
  });

  it('more fields than PHP’s max_input_vars is a 400', async () => {
    const fields = Array.from({ length: 1001 }, (_, i) => [`f${i}`, '1'] as const);
    const res = await postForm(visitor(t.app), UPDATE, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Too many request params: at most 1000.');
  });
});
