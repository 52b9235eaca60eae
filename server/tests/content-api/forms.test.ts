import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from '../../src/adapters/db/schema.ts';
import { DEFAULT_RATE_LIMIT_POLICIES } from '../../src/application/rate-limit/rate-limit-policies.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { visitor } from '../support/visitor.ts';
import { aContentShop, type ContentShop } from './content.mother.ts';

const THANKS = {
  success: true,
  message: 'Thank you! We will get back to you within one business day.',
};
const SHOP_EMAIL = 'owner@shop.test';

describe('POST /api/v1/forms/:handle', () => {
  let t: TestApp;
  let shop: ContentShop;
  let ipCounter = 0;
  /** A new visitor from a new address, so the per-IP limit never interferes with other tests. */
  const aVisitor = () => {
    ipCounter += 1;
    return visitor(t.app, `198.51.100.${ipCounter}`);
  };
  const latestSubmission = async () =>
    (await t.db.db.select().from(formSubmissions).orderBy(desc(formSubmissions.id)).limit(1))[0];

  beforeAll(async () => {
    t = await startTestApp();
    shop = await aContentShop(t.db.db);
  });
  afterAll(() => t.close());

  describe('get-started', () => {
    const valid = {
      name: 'Grace Hopper',
      company: 'Navy',
      email: 'grace@example.test',
      message: 'We need 40 workbenches.\nCan you help?',
    };

    it('stores the enquiry, mails the shop a summary and thanks the visitor', async () => {
      const res = await aVisitor().post('/api/v1/forms/get-started', valid, {
        headers: { 'user-agent': 'TestBrowser/1.0' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(THANKS);
      expect(res.headers['cache-control']).toBe('no-store');

      const row = await latestSubmission();
      expect(row).toMatchObject({
        handle: 'get-started',
        data: {
          name: 'Grace Hopper',
          company: 'Navy',
          email: 'grace@example.test',
          message: 'We need 40 workbenches.\nCan you help?',
        },
        userAgent: 'TestBrowser/1.0',
      });
      expect(row?.ip).toMatch(/^198\.51\.100\.\d+$/);

      const [mail] = await t.deps.outbox.list({ to: SHOP_EMAIL, limit: 1 });
      expect(mail?.subject).toBe('New enquiry from Grace Hopper (Navy)');
      expect(mail?.text).toContain(`New “Get Started” enquiry #${row?.id}`);
      expect(mail?.text).toContain('Name: Grace Hopper');
      expect(mail?.text).toContain('E-mail: grace@example.test');
      expect(mail?.text).toContain('Message:\nWe need 40 workbenches.\nCan you help?');
      expect(mail?.html).toContain('We need 40 workbenches.<br>Can you help?');
    });

    it('escapes what visitors typed in the HTML mail and keeps the subject on one line', async () => {
      const res = await aVisitor().post('/api/v1/forms/get-started', {
        ...valid,
        name: 'Eve <script>x</script>',
        company: '',
        message: '<b>bold</b>',
      });
      expect(res.statusCode).toBe(200);
      const [mail] = await t.deps.outbox.list({ to: SHOP_EMAIL, limit: 1 });
      expect(mail?.subject).toBe('New enquiry from Eve <script>x</script>');
      expect(mail?.html).not.toContain('<script>');
      expect(mail?.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
      expect((await latestSubmission())?.data).toMatchObject({ company: null });
    });

    it('refuses an invalid enquiry with every field’s problem and stores nothing', async () => {
      const before = await latestSubmission();
      const res = await aVisitor().post('/api/v1/forms/get-started', {
        name: '',
        company: 'https://spam.example',
        email: 'not-an-email',
        message: 'x'.repeat(5001),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Please correct the highlighted fields.',
        errors: {
          name: ['Name cannot be blank.'],
          company: ['Invalid value “https://spam.example”.'],
          email: ['Email is not a valid email address.'],
          message: ['Message should contain at most 5000 characters.'],
        },
      });
      expect((await latestSubmission())?.id).toBe(before?.id);
    });

    it('says which required fields are missing, and refuses values that are not text', async () => {
      const res = await aVisitor().post('/api/v1/forms/get-started', { name: { first: 'A' } });
      expect(res.json().errors).toEqual({
        name: ['Name is invalid.'],
        email: ['Email cannot be blank.'],
        message: ['Message cannot be blank.'],
      });
    });
  });

  describe('call-quote', () => {
    it('stores a quote request with the product as the shop knows it and mails the shop', async () => {
      const { gantry } = shop.products;
      const variant = gantry.variants[0];
      const res = await aVisitor().post('/api/v1/forms/call-quote', {
        productId: gantry.id,
        variantId: String(variant?.id),
        quantity: '2',
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        phone: '+44 20 7946 0958',
        message: 'Delivery to London?',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(THANKS);
      const row = await latestSubmission();
      expect(row).toMatchObject({
        handle: 'call-quote',
        data: {
          productId: gantry.id,
          variantId: variant?.id,
          quantity: 2,
          name: 'Ada Lovelace',
          email: 'ada@example.test',
          phone: '+44 20 7946 0958',
          message: 'Delivery to London?',
          product: {
            id: gantry.id,
            title: 'Custom Gantry Crane',
            variant: { id: variant?.id, sku: 'GANTRY', title: 'Made to order' },
          },
        },
      });
      const [mail] = await t.deps.outbox.list({ to: SHOP_EMAIL, limit: 1 });
      expect(mail?.subject).toBe('Quote request: 2 × Custom Gantry Crane');
      expect(mail?.text).toContain(`New quote request #${row?.id}`);
      expect(mail?.text).toContain(`Product: Custom Gantry Crane (id ${gantry.id})`);
      expect(mail?.text).toContain('Variant: Made to order (SKU GANTRY)');
      expect(mail?.text).toContain('Quantity: 2');
      expect(mail?.text).toContain('Phone: +44 20 7946 0958');
    });

    it('accepts any enabled product, without variant, phone or message', async () => {
      const res = await aVisitor().post('/api/v1/forms/call-quote', {
        productId: shop.products.drill.id,
        quantity: 100000,
        name: 'Bulk Buyer',
        email: 'bulk@example.test',
      });
      expect(res.statusCode).toBe(200);
      expect((await latestSubmission())?.data).toMatchObject({
        variantId: null,
        phone: null,
        message: null,
        product: { id: shop.products.drill.id, variant: null },
      });
    });

    it.each([
      [{ productId: '' }, { productId: ['Product cannot be blank.'] }],
      [{ productId: 'abc' }, { productId: ['Product is not a valid id.'] }],
      [{ productId: 99999999999 }, { productId: ['Product is not a valid id.'] }],
      [{ quantity: 0 }, { quantity: ['Quantity must be a whole number from 1 to 100,000.'] }],
      [{ quantity: 100001 }, { quantity: ['Quantity must be a whole number from 1 to 100,000.'] }],
      [{ quantity: '1.5' }, { quantity: ['Quantity must be a whole number from 1 to 100,000.'] }],
      [{ quantity: undefined }, { quantity: ['Quantity cannot be blank.'] }],
      [{ variantId: 'x' }, { variantId: ['Variant is not a valid id.'] }],
      [{ phone: 'call me' }, { phone: ['Phone is not a valid phone number.'] }],
      [
        { name: '', email: 'a@b' },
        { name: ['Name cannot be blank.'], email: ['Email is not a valid email address.'] },
      ],
      [
        { message: 'x'.repeat(5001) },
        { message: ['Message should contain at most 5000 characters.'] },
      ],
    ])('refuses %j', async (change, errors) => {
      const res = await aVisitor().post('/api/v1/forms/call-quote', {
        productId: shop.products.drill.id,
        quantity: 1,
        name: 'Ada',
        email: 'ada@example.test',
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Please correct the highlighted fields.', errors });
    });

    it('refuses a product that does not exist or is disabled, and a variant of another product', async () => {
      const base = { quantity: 1, name: 'Ada', email: 'ada@example.test' };
      for (const productId of [shop.products.disabled.id, 999999]) {
        const res = await aVisitor().post('/api/v1/forms/call-quote', { ...base, productId });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({
          productId: ['This product does not exist or is no longer available.'],
        });
      }
      const res = await aVisitor().post('/api/v1/forms/call-quote', {
        ...base,
        productId: shop.products.drill.id,
        variantId: shop.products.bolts.variants[0]?.id,
      });
      expect(res.json().errors).toEqual({
        variantId: ['This variant does not belong to the product.'],
      });
    });
  });

  it('answers 404 for an unknown form', async () => {
    const res = await aVisitor().post('/api/v1/forms/newsletter', { email: 'a@example.test' });
    expect(res.statusCode).toBe(404);
    // A POST answers in Craft's shape (message at the top), as every state-changing call does.
    expect(res.json()).toMatchObject({
      status: 404,
      message: 'No element exists that matches the endpoint criteria',
    });
  });

  it('refuses a submission without a CSRF token', async () => {
    const res = await aVisitor().post(
      '/api/v1/forms/get-started',
      { name: 'A', email: 'a@example.test', message: 'Hi' },
      { csrf: false },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unable to verify your data submission.');
  });

  it('limits submissions per IP with a 429 and Retry-After', async () => {
    const policies = {
      ...DEFAULT_RATE_LIMIT_POLICIES,
      'forms-ip': [{ limit: 2, windowSeconds: 60 }],
    };
    const limited = await startTestApp({
      overrides: { rateLimits: { ...t.deps.rateLimits, policies } },
    });
    try {
      const v = visitor(limited.app, '192.0.2.77');
      // Invalid attempts count too: probing the validation is not free.
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await v.post('/api/v1/forms/get-started', { name: 'A' })).statusCode);
      expect(statuses).toEqual([400, 400, 429]);
      const res = await v.post('/api/v1/forms/get-started', { name: 'A' });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toMatch(
        /^Too many attempts\. Please wait \d+ seconds? and try again\.$/,
      );
      const other = await visitor(limited.app, '192.0.2.78').post('/api/v1/forms/get-started', {
        name: 'A',
      });
      expect(other.statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('keeps the submission and still thanks the visitor when the mail cannot be sent', async () => {
    const failing = await startTestApp({
      overrides: {
        formNotifier: { notifyShop: () => Promise.reject(new Error('SMTP down')) },
      },
    });
    try {
      const res = await visitor(failing.app).post('/api/v1/forms/get-started', {
        name: 'Grace',
        email: 'grace@example.test',
        message: 'Hello',
      });
      expect(res.statusCode).toBe(200);
      const rows = await failing.db.db.select().from(formSubmissions);
      expect(rows.map((row) => row.handle)).toEqual(['get-started']);
    } finally {
      await failing.close();
    }
  });
});
