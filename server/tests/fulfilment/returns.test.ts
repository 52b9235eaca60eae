// Returns: the shopper asks on their own delivered order, within 30 days, for units bought and not
// already being returned; staff approve, receive (stock back) and refund part of it, never more than
// the lines' worth or what is left to refund; a customer gets 403 on staff calls, another shopper 404.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, transactions, variants } from '../../src/adapters/db/schema.ts';
import { RETURN_REFUND_MESSAGES } from '../../src/application/fulfilment/order-returns.ts';
import { RETURN_MESSAGES } from '../../src/domain/fulfilment/returns.rules.ts';
import { aPaidOrder, aStaffMember } from '../support/placed-order.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import type { Visitor } from '../support/visitor.ts';

const PARCEL = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };

describe('returns', () => {
  let t: TestApp;
  let staff: Visitor;

  beforeAll(async () => {
    t = await startTestApp();
    ({ v: staff } = await aStaffMember(t));
  });
  afterAll(() => t.close());

  /** A paid order of two units, processed, shipped and delivered; its line's id. */
  const aDeliveredOrder = async () => {
    const order = await aPaidOrder(t, 2);
    for (const body of [{ step: 'process' }, { step: 'ship', ...PARCEL }, { step: 'deliver' }])
      expect((await staff.post(`/api/admin/orders/${order.id}/steps`, body)).statusCode).toBe(200);
    const detail = (await order.v.get(`/api/user/order/${order.id}`)).json().order;
    return { ...order, lineItemId: detail.lineItems[0].id as number };
  };
  const ask = (order: { id: number; v: Visitor }, lineItemId: number, qty: number) =>
    order.v.post(`/api/user/order/${order.id}/returns`, {
      lines: [{ lineItemId, qty }],
      reason: 'One was enough',
    });
  const staffOn = (orderId: number, returnId: number, action: string, body: object = {}) =>
    staff.post(`/api/admin/orders/${orderId}/returns/${returnId}/${action}`, body);
  const stockOf = async (variantId: number) =>
    (await t.db.db.select().from(variants).where(eq(variants.id, variantId)))[0]!.stock;
  const refunds = (orderId: number) =>
    t.db.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, orderId), eq(transactions.type, 'refund')));

  it('the shopper asks for one of two units back; staff approve, receive, and refund part of it', async () => {
    const order = await aDeliveredOrder();
    const asked = await ask(order, order.lineItemId, 1);
    expect(asked.statusCode, asked.body).toBe(200);
    const returnId = asked.json().returnId as number;
    const shown = (await order.v.get(`/api/user/order/${order.id}`)).json().order.returns;
    expect(shown).toEqual([
      expect.objectContaining({ id: returnId, status: 'requested', worth: 20, refunded: 0 }),
    ]);

    expect((await staffOn(order.id, returnId, 'steps', { step: 'approve' })).statusCode).toBe(200);
    expect(await stockOf(order.variantId)).toBe(3);
    const received = await staffOn(order.id, returnId, 'steps', { step: 'receive', restock: true });
    expect(received.json().return.status).toBe('received');
    expect(await stockOf(order.variantId)).toBe(4);

    const tooMuch = await staffOn(order.id, returnId, 'refund', { amountMinor: 2_001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(RETURN_REFUND_MESSAGES.tooMuch);
    const refunded = await staffOn(order.id, returnId, 'refund', { amountMinor: 1_500 });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().return).toMatchObject({ status: 'refunded', refundedMinor: 1_500 });
    expect((await refunds(order.id)).map((row) => [row.status, row.amountMinor])).toEqual([
      ['success', 1_500],
    ]);
    const [row] = await t.db.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paidStatus).toBe('partial');
    expect((await staffOn(order.id, returnId, 'refund')).statusCode).toBe(409);
    expect(await refunds(order.id)).toHaveLength(1);
    const mails = await t.deps.outbox.list({ to: order.customer.email, limit: 20 });
    const subjects = mails.map((mail) => mail.subject.split(':')[0]);
    for (const heading of [
      'We have your return request',
      'Your return is approved',
      'We have received your return',
      'Your return is refunded',
    ])
      expect(
        subjects.filter((subject) => subject === heading),
        heading,
      ).toHaveLength(1);
    const refundMail = mails.find((mail) => mail.subject.startsWith('Your return is refunded'));
    expect(refundMail?.text).toContain('$15.00');
  });

  it('refuses a return before delivery, after 30 days, or for more units than are left', async () => {
    const early = await aPaidOrder(t, 2);
    const detail = (await early.v.get(`/api/user/order/${early.id}`)).json().order;
    const notYet = await ask(early, detail.lineItems[0].id, 1);
    expect([notYet.statusCode, notYet.json().message]).toEqual([409, RETURN_MESSAGES.notDelivered]);

    const order = await aDeliveredOrder();
    expect((await ask(order, order.lineItemId, 2)).statusCode).toBe(200);
    const more = await ask(order, order.lineItemId, 1);
    expect([more.statusCode, more.json().message]).toEqual([409, RETURN_MESSAGES.tooMany]);

    const late = await aDeliveredOrder();
    await t.db.db
      .update(orders)
      .set({ dateDelivered: sql`now() - interval '31 days'` })
      .where(eq(orders.id, late.id));
    const closed = await ask(late, late.lineItemId, 1);
    expect([closed.statusCode, closed.json().message]).toEqual([409, RETURN_MESSAGES.windowClosed]);
  });

  it("answers another shopper's order as missing, and a customer gets 403 on staff calls", async () => {
    const order = await aDeliveredOrder();
    const other = await aSignedInCustomer(t.app, t.deps);
    const stranger = await ask({ id: order.id, v: other.v }, order.lineItemId, 1);
    expect(stranger.statusCode).toBe(404);
    const returnId = (await ask(order, order.lineItemId, 1)).json().returnId as number;
    const asCustomer = await order.v.post(
      `/api/admin/orders/${order.id}/returns/${returnId}/steps`,
      { step: 'approve' },
    );
    expect(asCustomer.statusCode).toBe(403);
    // A return asked of one order is not found under another.
    expect((await staffOn(order.id + 1, returnId, 'steps', { step: 'approve' })).statusCode).toBe(
      404,
    );
  });

  it('refuses malformed requests with a 400 and changes nothing', async () => {
    const order = await aDeliveredOrder();
    for (const body of [
      {},
      { reason: 'x', lines: 'all' },
      { reason: 'x', lines: [{ lineItemId: 'a', qty: 1 }] },
      { reason: 'x', lines: [{ lineItemId: order.lineItemId, qty: 1.5 }] },
      { reason: 'x', lines: Array.from({ length: 101 }, () => ({ lineItemId: 1, qty: 1 })) },
    ]) {
      const res = await order.v.post(`/api/user/order/${order.id}/returns`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(
      (await staff.post(`/api/admin/orders/${order.id}/returns/abc/steps`, {})).statusCode,
    ).toBe(400);
    const detail = (await order.v.get(`/api/user/order/${order.id}`)).json().order;
    expect(detail.returns).toEqual([]);
  });

  it('refunds a return once when two staff refund it at once', async () => {
    const order = await aDeliveredOrder();
    const returnId = (await ask(order, order.lineItemId, 2)).json().returnId as number;
    await staffOn(order.id, returnId, 'steps', { step: 'approve' });
    await staffOn(order.id, returnId, 'steps', { step: 'receive' });
    const { v: second } = await aStaffMember(t);
    const answers = await Promise.all([
      staffOn(order.id, returnId, 'refund'),
      second.post(`/api/admin/orders/${order.id}/returns/${returnId}/refund`, {}),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await refunds(order.id)).toHaveLength(1);
  });
});
