// Input that PostgreSQL cannot store or that no person sends (NUL and other control characters, ids
// beyond PostgreSQL's integer, megabyte fields) is a 400 with a clear message in Craft's error
// shape, before any handler reads or writes: nothing changes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fuzzSeedsFrom } from '../support/fuzz/fuzz-seeds.ts';
import { type TableChecksums, tableChecksums } from '../support/fuzz/table-checksum.ts';
import type { FuzzSeeds } from '../support/fuzz/malformed-requests.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const NUL = 'a\u0000b';
const BEYOND_INT4 = ['2147483648', '9999999999'];

describe('bad input', () => {
  let t: TestApp;
  let seeds: FuzzSeeds;
  let shopper: Visitor;
  let before: TableChecksums;

  beforeAll(async () => {
    t = await startTestApp();
    seeds = await fuzzSeedsFrom(t.db.db);
    ({ v: shopper } = await aSignedInCustomer(t.app, t.deps));
    const added = await shopper.post('/actions/commerce/cart/update-cart', {
      purchasableId: seeds.purchasableId,
    });
    expect(added.statusCode).toBe(200);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    before = await tableChecksums(t.db.db);
  });

  const expectRefused = async (
    response: { statusCode: number; json(): unknown },
    message: RegExp,
    status = 400,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(message) });
    expect(await tableChecksums(t.db.db)).toEqual(before);
  };

  describe('a NUL character in any string is a 400 that names the field', () => {
    const posts: [string, string, Record<string, unknown>, string?][] = [
      ['login', '/actions/users/login', { loginName: NUL, password: 'x' }],
      ['login password', '/actions/users/login', { loginName: 'a@b.test', password: NUL }],
      [
        'register',
        '/actions/users/save-user',
        { email: `x${NUL}@example.test`, password: 'long-enough-1' },
      ],
      ['save-address', '/actions/users/save-address', { countryCode: 'US', firstName: NUL }],
      ['update-cart coupon', '/actions/commerce/cart/update-cart', { couponCode: NUL }],
      [
        'update-cart note',
        '/actions/commerce/cart/update-cart',
        { fields: { customerNote: NUL } },
        'customerNote',
      ],
      ['load-cart', '/actions/commerce/cart/load-cart', { number: NUL }],
      ['pay', '/actions/commerce/payments/pay', { email: NUL, gatewayId: 1 }],
      ['verify-email', '/api/v1/commerce-cms/verify-email', { code: NUL, uid: NUL }],
      ['reset', '/actions/users/send-password-reset-email', { loginName: NUL }],
      ['set-password', '/actions/users/set-password', { code: NUL, id: NUL, newPassword: 'x' }],
    ];
    it.each(posts)('%s', async (_name, url, body, named) => {
      const field =
        named ?? Object.keys(body).find((key) => JSON.stringify(body[key]).includes('\\u0000'));
      await expectRefused(
        await shopper.post(url, body),
        new RegExp(`^${field}.* contains a control character`),
      );
    });

    it.each([
      ['load-cart', `/actions/commerce/cart/load-cart?number=${encodeURIComponent(NUL)}`],
      ['verify-email', `/actions/users/verify-email?code=%00&id=%00`],
      ['invoice', '/actions/commerce/downloads/pdf?number=%00'],
      ['category', '/api/v1/categories/a%00b'],
    ])('%s (GET)', async (_name, url) => {
      const response = await shopper.get(url);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatch(/contains a control character/);
      expect(await tableChecksums(t.db.db)).toEqual(before);
    });

    it('other control characters too, but tab and line breaks are text', async () => {
      await expectRefused(
        await shopper.post('/actions/commerce/cart/update-cart', { couponCode: 'a\u001bb' }),
        /couponCode contains a control character/,
      );
      const note = 'line one\r\n\tline two';
      const ok = await shopper.post('/actions/commerce/cart/update-cart', {
        fields: { customerNote: note },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ cart: { customerNote: note } });
    });
  });

  describe.each(BEYOND_INT4)('id %s (beyond PostgreSQL integer)', (id) => {
    it('update-cart gatewayId is a 400', async () => {
      await expectRefused(
        await shopper.post('/actions/commerce/cart/update-cart', { gatewayId: id }),
        /^gatewayId must be a whole number/,
      );
    });
    it('update-cart paymentSourceId is a 400', async () => {
      await expectRefused(
        await shopper.post('/actions/commerce/cart/update-cart', { paymentSourceId: id }),
        /^paymentSourceId must be a whole number/,
      );
    });
    it('update-cart purchasableId is a 400', async () => {
      await expectRefused(
        await shopper.post('/actions/commerce/cart/update-cart', { purchasableId: id }),
        /^purchasableId must be a whole number/,
      );
    });
    it('update-cart line item id names no line: the lines are unchanged', async () => {
      const lines = async () =>
        (await shopper.get('/actions/commerce/cart/get-cart')).json().cart.lineItems;
      const linesBefore = await lines();
      const response = await shopper.post('/actions/commerce/cart/update-cart', {
        lineItems: { [id]: { qty: 5 } },
      });
      expect(response.statusCode).toBe(200);
      expect(await lines()).toEqual(linesBefore);
    });
    it('pay gatewayId and paymentSourceId are 400s', async () => {
      await expectRefused(
        await shopper.post('/actions/commerce/payments/pay', { gatewayId: id }),
        /^gatewayId must be a whole number/,
      );
      await expectRefused(
        await shopper.post('/actions/commerce/payments/pay', { paymentSourceId: id }),
        /^paymentSourceId must be a whole number/,
      );
    });
    it('payment-sources actions are 400s', async () => {
      for (const action of ['set-primary-payment-source', 'delete']) {
        await expectRefused(
          await shopper.post(`/actions/commerce/payment-sources/${action}`, { id }),
          /^id must be a whole number/,
        );
      }
    });
    it('an order id is a 400', async () => {
      const response = await shopper.get(`/api/user/order/${id}`);
      expect(response.statusCode).toBe(400);
    });
    it('a user photo id is a 404', async () => {
      const response = await shopper.get(`/img/user-photos/${id}`);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('every text field has a limit, so no request can store megabytes', () => {
    const tooLong: [string, Record<string, unknown>, RegExp][] = [
      [
        'a 3,000-character login name',
        { loginName: 'a'.repeat(3000), password: 'x' },
        /^loginName is too long: at most 255/,
      ],
    ];
    it.each(tooLong)('%s is a 400', async (_name, body, message) => {
      await expectRefused(await visitor(t.app).post('/actions/users/login', body), message);
    });

    const cartFields: [string, Record<string, unknown>, RegExp][] = [
      [
        'customerNote',
        { fields: { customerNote: 'n'.repeat(10_001) } },
        /^customerNote is too long: at most 10000/,
      ],
      [
        'a line note',
        { purchasableId: seeds?.purchasableId ?? 1, note: 'n'.repeat(10_001) },
        /^note is too long/,
      ],
      ['couponCode', { couponCode: 'C'.repeat(256) }, /^couponCode is too long: at most 255/],
      [
        'shippingMethodHandle',
        { shippingMethodHandle: 'h'.repeat(256) },
        /^shippingMethodHandle is too long/,
      ],
      [
        'options',
        { purchasableId: 1, options: { engraving: 'x'.repeat(10_300) } },
        /^options is too long: at most 10240/,
      ],
      ['an e-mail', { email: `${'e'.repeat(1000)}@example.test` }, /^email is too long/],
      [
        'a field nobody reads',
        { whatever: 'w'.repeat(10_001) },
        /^whatever is too long: at most 10000/,
      ],
      [
        'a shipping address line',
        { shippingAddress: { addressLine1: 'a'.repeat(1001) } },
        /^addressLine1 is too long/,
      ],
    ];
    it.each(cartFields)('update-cart %s over its limit is a 400', async (_name, body, message) => {
      await expectRefused(await shopper.post('/actions/commerce/cart/update-cart', body), message);
    });

    it('fields at their limit are stored', async () => {
      const response = await shopper.post('/actions/commerce/cart/update-cart', {
        fields: { customerNote: 'n'.repeat(10_000) },
        couponCode: 'C'.repeat(255),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().cart.customerNote).toHaveLength(10_000);
    });
  });
});
