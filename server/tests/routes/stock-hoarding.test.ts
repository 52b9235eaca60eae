// Orders that complete without money (the Manual gateway, "pay by invoice") must not let anyone
// empty the stock for free, and payments/pay is rate-limited per client address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, variants } from '../../src/adapters/db/schema.ts';
import { releaseUnpaidOrders } from '../../src/application/housekeeping/release-unpaid-orders.ts';
import {
  UNPAID_ORDER_HOLD_DAYS,
  UNPAID_ORDER_LIMIT,
  UNPAID_ORDER_MESSAGES,
} from '../../src/domain/orders/unpaid-order.rules.ts';
import { dummyCard, gatewayIdOf } from '../support/dummy-card.mother.ts';
import { manualClock } from '../support/manual-clock.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const UPDATE = '/actions/commerce/cart/update-cart';
const PAY = '/actions/commerce/payments/pay';

describe('stock held by unpaid orders', () => {
  let t: TestApp;
  let manualId: number;

  beforeAll(async () => {
    t = await startTestApp();
    manualId = await gatewayIdOf(t.db.db, 'manual');
  });
  afterAll(() => t.close());

  const aVariant = async (stock: number) =>
    (await aProduct(t.db.db, { variants: [{ stock, priceMinor: 2_500 }] })).variants[0]!.id;
  const stockOf = async (id: number) =>
    (await t.db.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, id)))[0]!
      .stock;
  const payByInvoice = async (v: Visitor, purchasableId: number, qty: number, email?: string) => {
    const cart = await v.post(UPDATE, { purchasableId, qty, ...(email ? { email } : {}) });
    expect(cart.statusCode, cart.body).toBe(200);
    return v.post(PAY, { gatewayId: manualId });
  };

  it('a guest cannot take stock with an order paid by invoice', async () => {
    const id = await aVariant(3);
    for (let attempt = 0; attempt < 2; attempt++) {
      const guest = visitor(t.app, `198.51.100.${attempt + 1}`);
      const res = await payByInvoice(guest, id, 99, 'hoarder@example.test');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(UNPAID_ORDER_MESSAGES.signIn);
      expect(res.json().cart.isCompleted).toBe(false);
    }
    expect(await stockOf(id)).toBe(3);
  });

  it('a signed-in customer has at most a few orders awaiting payment at a time', async () => {
    const id = await aVariant(100);
    const { v } = await aSignedInCustomer(t.app, t.deps);
    for (let order = 0; order < UNPAID_ORDER_LIMIT; order++) {
      const res = await payByInvoice(v, id, 1);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().cart).toMatchObject({ isCompleted: true, paidStatus: 'unpaid' });
    }
    const refused = await payByInvoice(v, id, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(UNPAID_ORDER_MESSAGES.tooMany);
    expect(await stockOf(id)).toBe(100 - UNPAID_ORDER_LIMIT);
  });

  it('payments/pay is rate-limited per client address', async () => {
    const v = visitor(t.app, '192.0.2.77');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await v.post(PAY, { gatewayId: manualId })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    const refused = statuses[20];
    expect(refused).toBe(429);
    // Another address is not affected.
    expect((await visitor(t.app, '192.0.2.78').post(PAY, {})).statusCode).toBe(400);
  });
});

describe('unpaid pay-by-invoice orders after the hold period', () => {
  let t: TestApp;
  const clock = manualClock();

  beforeAll(async () => {
    t = await startTestApp({ overrides: { clock } });
  });
  afterAll(() => t.close());

  it('are cancelled by housekeeping and give their stock back, once', async () => {
    const id = (await aProduct(t.db.db, { variants: [{ stock: 10, priceMinor: 2_500 }] }))
      .variants[0]!.id;
    const stockOf = async () =>
      (
        await t.db.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, id))
      )[0]!.stock;
    const manualId = await gatewayIdOf(t.db.db, 'manual');
    const dummyId = await gatewayIdOf(t.db.db, 'dummy');
    const { v, customer } = await aSignedInCustomer(t.app, t.deps);
    const order = async (gatewayId: number, qty: number, who: Visitor = v) => {
      expect((await who.post(UPDATE, { purchasableId: id, qty })).statusCode).toBe(200);
      const paid = await who.post(PAY, {
        gatewayId,
        paymentForm: { dummy: dummyCard('4242424242424242') },
      });
      expect(paid.statusCode, paid.body).toBe(200);
    };
    for (let placed = 0; placed < UNPAID_ORDER_LIMIT; placed++) await order(manualId, 2);
    await order(dummyId, 1);
    expect(await stockOf()).toBe(10 - 2 * UNPAID_ORDER_LIMIT - 1);

    clock.advance((UNPAID_ORDER_HOLD_DAYS * 24 - 1) * 3600);
    expect(await releaseUnpaidOrders(t.deps)).toBe(0);
    clock.advance(2 * 3600);
    expect(await releaseUnpaidOrders(t.deps)).toBe(UNPAID_ORDER_LIMIT);
    expect(await releaseUnpaidOrders(t.deps)).toBe(0);
    // The paid order keeps its unit; the customer may order by invoice again.
    expect(await stockOf()).toBe(9);
    const cancelled = await t.db.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderStatus, 'cancelled'));
    expect(cancelled).toHaveLength(UNPAID_ORDER_LIMIT);
    const again = visitor(t.app);
    expect((await again.login(customer.email, customer.password)).statusCode).toBe(200);
    await order(manualId, 1, again);
  });

  it('mail those waiting for a variant their release brings back in stock, once', async () => {
    const id = (await aProduct(t.db.db, { variants: [{ stock: 1, priceMinor: 2_500 }] }))
      .variants[0]!.id;
    const { v } = await aSignedInCustomer(t.app, t.deps);
    expect((await v.post(UPDATE, { purchasableId: id, qty: 1 })).statusCode).toBe(200);
    const paid = await v.post(PAY, { gatewayId: await gatewayIdOf(t.db.db, 'manual') });
    expect(paid.statusCode, paid.body).toBe(200);
    const waiting = visitor(t.app, '198.51.100.77');
    const asked = await waiting.post('/api/stock-alerts', {
      purchasableId: id,
      email: 'waiting@example.com',
    });
    expect(asked.statusCode, asked.body).toBe(200);

    clock.advance((UNPAID_ORDER_HOLD_DAYS * 24 + 1) * 3600);
    // This order, and the one the test above placed last.
    expect(await releaseUnpaidOrders(t.deps)).toBe(2);
    expect(await releaseUnpaidOrders(t.deps)).toBe(0);

    const mails = await t.deps.outbox.list({ to: 'waiting@example.com', limit: 10 });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Back in stock/);
  });
});
