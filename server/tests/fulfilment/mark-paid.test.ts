// Staff mark a pay-by-invoice order paid: the Manual gateway's authorization is captured (a `capture`
// transaction whose parent is the authorization, as Commerce keeps it) and the order reads paid, so
// it can be prepared. A card payment, a second press, a cancelled order, a customer and a visitor
// change nothing; two staff pressing at once capture once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, transactions } from '../../src/adapters/db/schema.ts';
import { MARK_PAID_MESSAGES } from '../../src/application/fulfilment/mark-paid.ts';
import { aPaidOrder, aStaffMember, anInvoiceOrder } from '../support/placed-order.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { visitor, type Visitor } from '../support/visitor.ts';

const markPaid = (id: number) => `/api/admin/orders/${id}/mark-paid`;

describe('marking a pay-by-invoice order paid', () => {
  let t: TestApp;
  let staff: Visitor;

  beforeAll(async () => {
    t = await startTestApp();
    ({ v: staff } = await aStaffMember(t));
  });
  afterAll(() => t.close());

  const captures = (orderId: number) =>
    t.db.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, orderId), eq(transactions.type, 'capture')));
  const paidStatusOf = async (orderId: number) =>
    (await t.db.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.paidStatus;

  it('captures the authorization, reads paid, and lets staff prepare the order', async () => {
    const order = await anInvoiceOrder(t, 2);
    expect(await paidStatusOf(order.id)).toBe('unpaid');
    expect(
      (await staff.post(`/api/admin/orders/${order.id}/steps`, { step: 'process' })).statusCode,
    ).toBe(409);

    const res = await staff.post(markPaid(order.id), {});

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ paidStatus: 'paid', status: 'new' });
    const [capture] = await captures(order.id);
    const [authorization] = await t.db.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, order.id), eq(transactions.type, 'authorize')));
    expect(capture).toMatchObject({
      status: 'success',
      parentId: authorization!.id,
      amountMinor: order.totalMinor,
      message: MARK_PAID_MESSAGES.recorded,
    });
    expect(
      (await staff.post(`/api/admin/orders/${order.id}/steps`, { step: 'process' })).statusCode,
    ).toBe(200);
  });

  it('refuses a second press, a card payment and a cancelled order, changing nothing', async () => {
    const invoice = await anInvoiceOrder(t);
    await staff.post(markPaid(invoice.id), {});
    const card = await aPaidOrder(t);
    const cancelled = await anInvoiceOrder(t);
    expect((await staff.post(`/api/admin/orders/${cancelled.id}/cancel`, {})).statusCode).toBe(200);

    for (const [id, message] of [
      [invoice.id, MARK_PAID_MESSAGES.nothing],
      [card.id, MARK_PAID_MESSAGES.nothing],
      [cancelled.id, MARK_PAID_MESSAGES.cancelled],
    ] as const) {
      const res = await staff.post(markPaid(id), {});
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    }
    expect(await captures(invoice.id)).toHaveLength(1);
    expect(await captures(card.id)).toHaveLength(0);
    expect(await captures(cancelled.id)).toHaveLength(0);
    expect(await paidStatusOf(cancelled.id)).toBe('unpaid');
  });

  it('captures once when two staff press at once', async () => {
    const order = await anInvoiceOrder(t);
    const { v: other } = await aStaffMember(t);

    const answers = await Promise.all([
      staff.post(markPaid(order.id), {}),
      other.post(markPaid(order.id), {}),
    ]);

    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await captures(order.id)).toHaveLength(1);
  });

  it('turns a customer and a visitor away, with no order in the answer, and reads ids strictly', async () => {
    const order = await anInvoiceOrder(t);
    for (const [who, status] of [
      [order.v, 403],
      [visitor(t.app, '203.0.113.99'), 401],
    ] as const) {
      const res = await who.post(markPaid(order.id), {});
      expect(res.statusCode).toBe(status);
      expect(res.body).not.toContain(order.number);
    }
    expect((await staff.post(markPaid(2_000_000_000), {})).statusCode).toBe(404);
    expect((await staff.post('/api/admin/orders/99999999999/mark-paid', {})).statusCode).toBe(400);
    expect(await captures(order.id)).toHaveLength(0);
  });
});
