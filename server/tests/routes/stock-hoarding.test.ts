// Issue 17 item 5: orders that complete without money (the Manual gateway, "pay by invoice") must not
// let anyone empty the stock for free, and payments/pay is rate-limited per client address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variants } from '../../src/adapters/db/schema.ts';
import {
  UNPAID_ORDER_LIMIT,
  UNPAID_ORDER_MESSAGES,
} from '../../src/domain/orders/unpaid-order.rules.ts';
import { gatewayIdOf } from '../support/dummy-card.mother.ts';
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
