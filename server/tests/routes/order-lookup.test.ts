// POST /api/v1/order-status: a guest sees their order's progress with the reference and e-mail of
// the confirmation mail. Any mismatch (reference, e-mail, a customer's order) is the same 404 with
// nothing of anybody's order; hostile input is a 400; guessing is rate-limited per address and per
// reference.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/adapters/db/schema.ts';
import { DEFAULT_RATE_LIMIT_POLICIES } from '../../src/application/rate-limit/rate-limit-policies.ts';
import { ORDER_LOOKUP_NOT_FOUND } from '../../src/domain/orders/order-lookup.rules.ts';
import { dummyCard, gatewayIdOf } from '../support/dummy-card.mother.ts';
import { aPaidOrder, aStaffMember } from '../support/placed-order.mother.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const LOOKUP = '/api/v1/order-status';
const GUEST_EMAIL = 'Guest.Buyer@example.test';
const SECRETS = ['Gina Private', '9 Hidden Road', 'guest.buyer@example.test'];

/** A guest's paid order of two units; its reference, as the confirmation mail shows it. */
async function aGuestOrder(t: TestApp): Promise<{ reference: string; id: number }> {
  const product = await aProduct(t.db.db, { variants: [{ stock: 9, priceMinor: 1_500 }] });
  const guest = visitor(t.app, '198.51.100.20');
  const added = await guest.post('/actions/commerce/cart/update-cart', {
    purchasableId: product.variants[0]!.id,
    qty: 2,
    email: GUEST_EMAIL,
    shippingMethodHandle: 'standard',
    shippingAddress: {
      fullName: 'Gina Private',
      addressLine1: '9 Hidden Road',
      locality: 'Portland',
      administrativeArea: 'OR',
      postalCode: '97201',
      countryCode: 'US',
    },
  });
  expect(added.statusCode, added.body).toBe(200);
  const paid = await guest.post('/actions/commerce/payments/pay', {
    gatewayId: await gatewayIdOf(t.db.db, 'dummy'),
    paymentForm: { dummy: dummyCard('4242424242424242') },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const [row] = await t.db.db
    .select()
    .from(orders)
    .where(eq(orders.number, paid.json().cart.number as string));
  return { reference: row!.reference!, id: row!.id };
}

describe('a guest looking up their order', () => {
  let t: TestApp;
  let staff: Visitor;
  let order: { reference: string; id: number };
  beforeAll(async () => {
    t = await startTestApp();
    staff = (await aStaffMember(t)).v;
    order = await aGuestOrder(t);
    await staff.post(`/api/admin/orders/${order.id}/steps`, { step: 'process' });
    await staff.post(`/api/admin/orders/${order.id}/steps`, {
      step: 'ship',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
  });
  afterAll(() => t.close());

  const lookUp = (body: unknown, ip = '203.0.113.30') => visitor(t.app, ip).post(LOOKUP, body);

  it('shows the progress, parcels and items for the reference and e-mail, as typed', async () => {
    const res = await lookUp({
      reference: ` ${order.reference.toLowerCase()} `,
      email: ' guest.buyer@EXAMPLE.test ',
    });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { order: shown } = res.json();
    expect(shown.reference).toBe(order.reference);
    expect(shown.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'new',
      'processing',
      'shipped',
    ]);
    expect(shown.parcels).toEqual([
      expect.objectContaining({
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: expect.stringContaining('1Z999AA10123456784'),
      }),
    ]);
    expect(shown.lineItems).toEqual([expect.objectContaining({ qty: 2 })]);
    // No address, no e-mail, no prices, no number that would open the cart or the invoice.
    for (const secret of SECRETS)
      expect(res.body.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(Object.keys(shown).sort()).toEqual([
      'dateOrdered',
      'lineItems',
      'parcels',
      'reference',
      'timeline',
    ]);
  });

  it("links the guest's confirmation mail to the lookup, and a customer's not", async () => {
    const confirmationTo = async (to: string) =>
      (await t.deps.outbox.list({ to, limit: 10 })).find((mail) =>
        mail.text.includes('Thank you for your order'),
      );
    const guestMail = await confirmationTo(GUEST_EMAIL);
    expect(guestMail?.links).toContain(`${t.deps.publicUrl}/order-status`);
    const customers = await aPaidOrder(t);
    const customerMail = await confirmationTo(customers.customer.email);
    expect(customerMail?.text).toContain('Order reference: HW-');
    expect(customerMail?.links.join(' ')).not.toContain('/order-status');
  });

  it('answers a wrong e-mail, a wrong reference and a customer’s order alike, with nothing', async () => {
    const customers = await aPaidOrder(t);
    const [customerRow] = await t.db.db.select().from(orders).where(eq(orders.id, customers.id));
    const answers = await Promise.all([
      lookUp({ reference: order.reference, email: 'someone.else@example.test' }),
      lookUp({ reference: 'HW-000000', email: GUEST_EMAIL }),
      lookUp(
        { reference: customerRow!.reference, email: customers.customer.email },
        '203.0.113.31',
      ),
      lookUp({ reference: order.reference, email: '' }, '203.0.113.32'),
    ]);
    const [wrongEmail, wrongReference, customersOrder, emptyEmail] = answers;
    for (const res of [wrongEmail, wrongReference, customersOrder]) {
      expect(res!.statusCode).toBe(404);
      expect(res!.json()).toEqual({ found: false, message: ORDER_LOOKUP_NOT_FOUND });
      expect(res!.body).toBe(wrongEmail!.body);
    }
    expect(emptyEmail!.statusCode).toBe(400);
    for (const res of answers) expect(res!.body).not.toContain('1Z999AA10123456784');
  });

  it('refuses hostile input with a 400 before reading anything', async () => {
    const hostile = [
      { reference: `${order.reference}\u0000`, email: GUEST_EMAIL },
      { reference: order.reference, email: `${GUEST_EMAIL}\n` },
      { reference: 'x'.repeat(41), email: GUEST_EMAIL },
      { reference: order.reference, email: `${'a'.repeat(250)}@example.test` },
      { reference: ['HW-1'], email: GUEST_EMAIL },
      { reference: { $ne: '' }, email: GUEST_EMAIL },
      { email: GUEST_EMAIL },
      'reference=x',
    ];
    for (const [index, body] of hostile.entries()) {
      const res = await lookUp(body, `203.0.113.${40 + index}`);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.body).not.toContain('1Z999AA10123456784');
    }
  });

  it('needs a CSRF token, as every POST does', async () => {
    const res = await visitor(t.app, '203.0.113.60').post(
      LOOKUP,
      { reference: order.reference, email: GUEST_EMAIL },
      { csrf: false },
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('1Z999AA10123456784');
  });
});

describe('guessing at the order lookup', () => {
  it('is limited per address, and per reference from many addresses', async () => {
    const policies = {
      ...DEFAULT_RATE_LIMIT_POLICIES,
      'order-lookup-ip': [{ limit: 3, windowSeconds: 60 }],
      'order-lookup-reference': [{ limit: 4, windowSeconds: 60 }],
    };
    const t = await startTestApp();
    const limited = await startTestApp({
      overrides: { rateLimits: { ...t.deps.rateLimits, policies } },
    });
    try {
      const guess = (reference: string, ip: string) =>
        visitor(limited.app, ip).post(LOOKUP, { reference, email: 'who@example.test' });
      for (let i = 0; i < 3; i += 1)
        expect((await guess(`HW-00000${i}`, '192.0.2.1')).statusCode).toBe(404);
      const fourth = await guess('HW-000009', '192.0.2.1');
      expect(fourth.statusCode).toBe(429);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);

      for (let i = 0; i < 4; i += 1)
        expect((await guess('HW-ABCDEF', `192.0.2.${10 + i}`)).statusCode).toBe(404);
      expect((await guess('hw-abcdef', '192.0.2.20')).statusCode).toBe(429);
      expect((await guess('HW-ABCDE0', '192.0.2.21')).statusCode).toBe(404);
    } finally {
      await limited.close();
      await t.close();
    }
  });
});
