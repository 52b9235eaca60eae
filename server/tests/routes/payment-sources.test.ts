import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSources } from '../../src/adapters/db/schema.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';
import { gatewayIdOf } from '../support/dummy-card.mother.ts';

const ADD = '/actions/commerce/payment-sources/add';
const PRIMARY = '/actions/commerce/payment-sources/set-primary-payment-source';
const DELETE = '/actions/commerce/payment-sources/delete';
const year = new Date().getUTCFullYear() + 2;
const card = (number: string, extra: Record<string, unknown> = {}) => ({
  dummy: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    number,
    expiry: `12/${year}`,
    cvv: '123',
    ...extra,
  },
});

describe('payment-sources/add, set-primary-payment-source and delete', () => {
  let t: TestApp;
  let dummyId: number;
  let manualId: number;

  beforeAll(async () => {
    t = await startTestApp();
    dummyId = await gatewayIdOf(t.db.db, 'dummy');
    manualId = await gatewayIdOf(t.db.db, 'manual');
  });
  afterAll(() => t.close());

  const sourcesOf = (customerId: number) =>
    t.db.db.select().from(paymentSources).where(eq(paymentSources.customerId, customerId));

  it('turns guests away with Craft’s statuses and messages', async () => {
    const v = visitor(t.app);
    const add = await v.post(ADD, { gatewayId: dummyId, paymentForm: card('4242424242424242') });
    expect(add.statusCode).toBe(401);
    expect(add.json().message).toBe('You must be signed in to create a payment source.');
    const primary = await v.post(PRIMARY, { id: 1 });
    expect(primary.statusCode).toBe(401);
    expect(primary.json().message).toBe('You must be signed in to set a primary payment source.');
    const del = await v.post(DELETE, { id: 1 });
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe('Login Required');
  });

  it('tokenises the card: token and last four stored, never the number', async () => {
    const { v, customer } = await aSignedInCustomer(t.app, t.deps);
    const res = await v.post(ADD, {
      gatewayId: dummyId,
      paymentForm: card('4242 4242 4242 4242'),
      isPrimaryPaymentSource: '1',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ modelName: 'paymentSource', message: 'Payment source created.' });
    expect(body.paymentSource).toMatchObject({
      gatewayId: dummyId,
      description: 'Card ending with 4242',
      isPrimary: true,
    });
    expect(body.paymentSource.token).toMatch(/^[0-9a-f]{32}$/);
    const [row] = await sourcesOf(body.paymentSource.customerId);
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    expect(row).toMatchObject({ isPrimary: true, description: 'Card ending with 4242' });
    expect(customer.email).toBeTruthy();
  });

  it('keeps a given description', async () => {
    const { v } = await aSignedInCustomer(t.app, t.deps);
    const res = await v.post(ADD, {
      gatewayId: dummyId,
      description: 'Work card',
      paymentForm: card('5555555555554444'),
    });
    expect(res.json().paymentSource.description).toBe('Work card');
  });

  it('refuses a gateway without payment sources, an unknown one and a missing gatewayId', async () => {
    const { v } = await aSignedInCustomer(t.app, t.deps);
    for (const gatewayId of [manualId, 999_999]) {
      const res = await v.post(ADD, { gatewayId, paymentForm: card('4242424242424242') });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'There is no gateway selected that supports payment sources.',
      });
    }
    const missing = await v.post(ADD, { paymentForm: card('4242424242424242') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Request missing required body param');
  });

  it('answers an invalid card with the form errors', async () => {
    const { v } = await aSignedInCustomer(t.app, t.deps);
    const res = await v.post(ADD, {
      gatewayId: dummyId,
      paymentForm: card('4242424242424241', { firstName: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      modelName: 'paymentForm',
      message: 'Could not create the payment source.',
      paymentFormErrors: {
        firstName: ['First Name cannot be blank.'],
        number: ['Not a valid credit card number.'],
      },
    });
  });

  it('moves the primary flag, and only between the customer’s own sources', async () => {
    const { v } = await aSignedInCustomer(t.app, t.deps);
    const first = (
      await v.post(ADD, {
        gatewayId: dummyId,
        paymentForm: card('4242424242424242'),
        isPrimaryPaymentSource: true,
      })
    ).json().paymentSource;
    const second = (
      await v.post(ADD, { gatewayId: dummyId, paymentForm: card('4000056655665556') })
    ).json().paymentSource;
    const res = await v.post(PRIMARY, { id: second.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Primary payment source updated.' });
    const rows = await sourcesOf(first.customerId);
    expect(rows.filter((row) => row.isPrimary).map((row) => row.id)).toEqual([second.id]);

    const other = await aSignedInCustomer(t.app, t.deps);
    const foreign = await other.v.post(PRIMARY, { id: first.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      paymentSourceId: String(first.id),
      message: 'Unable to retrieve payment source.',
    });
    const bad = await v.post(PRIMARY, { id: 'abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes an own source; a foreign or unknown one is not found', async () => {
    const { v } = await aSignedInCustomer(t.app, t.deps);
    const source = (
      await v.post(ADD, { gatewayId: dummyId, paymentForm: card('4242424242424242') })
    ).json().paymentSource;
    const other = await aSignedInCustomer(t.app, t.deps);
    expect((await other.v.post(DELETE, { id: source.id })).statusCode).toBe(404);
    const res = await v.post(DELETE, { id: source.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Payment source deleted.',
      model: { id: source.id },
    });
    expect(await sourcesOf(source.customerId)).toHaveLength(0);
    expect((await v.post(DELETE, { id: source.id })).statusCode).toBe(404);
    expect((await v.post(DELETE, {})).json().message).toBe('Request missing required body param');
  });
});
