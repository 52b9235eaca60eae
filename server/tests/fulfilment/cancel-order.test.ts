// Cancelling a placed order before it ships, by the shopper (their own order only) or by staff:
// everything paid goes back through the gateway, the units go back in stock, the history and the
// mail are written; a shipped order, another shopper's order, a second cancel and a refund the
// gateway refuses change nothing more (two cancels at once refund once: on PostgreSQL the lock
// decides, on PGlite the single connection does).
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderHistory, orders, transactions, variants } from '../../src/adapters/db/schema.ts';
import { REFUND_FAILED } from '../../src/application/fulfilment/cancel-order.ts';
import { ORDER_FLOW_MESSAGES } from '../../src/domain/fulfilment/order-flow.rules.ts';
import type { PaymentGateway } from '../../src/ports/payments/payment-gateway.ts';
import { aPaidOrder, aStaffMember } from '../support/placed-order.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import type { Visitor } from '../support/visitor.ts';

const mine = (id: number) => `/api/user/order/${id}/cancel`;
const staffCancel = (id: number) => `/api/admin/orders/${id}/cancel`;

describe('cancelling an order', () => {
  let t: TestApp;
  let staff: Visitor;
  /** while set, every gateway refuses refunds */
  let refundsRefused = false;

  beforeAll(async () => {
    t = await startTestApp();
    const real = t.deps.paymentGatewayFor;
    // The shop's own gateways, whose refunds a test can make fail.
    (t.deps as { paymentGatewayFor: typeof real }).paymentGatewayFor = (type, paymentType) => {
      const gateway = real(type, paymentType);
      if (gateway === null) return null;
      const refund: PaymentGateway['refund'] = (request) =>
        refundsRefused
          ? Promise.resolve({ status: 'failed', reference: '', message: 'Refund declined.' })
          : gateway.refund(request);
      return { ...gateway, refund };
    };
    ({ v: staff } = await aStaffMember(t));
  });
  beforeEach(() => {
    refundsRefused = false;
  });
  afterAll(() => t.close());

  const stockOf = async (variantId: number) =>
    (await t.db.db.select().from(variants).where(eq(variants.id, variantId)))[0]!.stock;
  const refundsOf = (orderId: number) =>
    t.db.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, orderId), eq(transactions.type, 'refund')))
      .orderBy(asc(transactions.id));
  const orderRow = async (orderId: number) =>
    (await t.db.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  it('lets the shopper cancel their paid order: refunded in full, stock back, history and mail', async () => {
    const order = await aPaidOrder(t);
    expect(await stockOf(order.variantId)).toBe(4);
    const res = await order.v.post(mine(order.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', paidStatus: 'unpaid' });
    expect(await stockOf(order.variantId)).toBe(5);
    const refunds = await refundsOf(order.id);
    expect(refunds.map((row) => [row.status, row.amountMinor])).toEqual([
      ['success', order.totalMinor],
    ]);
    expect(refunds[0]!.parentId).not.toBeNull();
    const history = await t.db.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id));
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.actor])).toEqual([
      ['new', 'cancelled', 'customer'],
    ]);
    const mails = await t.deps.outbox.list({ to: order.customer.email, limit: 5 });
    expect(mails.some((mail) => mail.subject.startsWith('Your order is cancelled'))).toBe(true);
    const again = await order.v.post(mine(order.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ORDER_FLOW_MESSAGES.alreadyCancelled);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await stockOf(order.variantId)).toBe(5);
  });

  it("answers another shopper's order like a missing one and changes nothing", async () => {
    const order = await aPaidOrder(t);
    const other = await aSignedInCustomer(t.app, t.deps);
    const res = await other.v.post(mine(order.id));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(order.number);
    expect((await orderRow(order.id)).orderStatus).toBe('new');
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('refuses once a parcel has left, for the shopper and for staff', async () => {
    const order = await aPaidOrder(t);
    await staff.post(`/api/admin/orders/${order.id}/steps`, { step: 'process' });
    await staff.post(`/api/admin/orders/${order.id}/steps`, {
      step: 'ship',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    for (const res of [
      await order.v.post(mine(order.id)),
      await staff.post(staffCancel(order.id)),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ORDER_FLOW_MESSAGES.alreadyShipped);
    }
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await stockOf(order.variantId)).toBe(4);
  });

  it('keeps the order as it was when the gateway refuses the refund, and says so', async () => {
    const order = await aPaidOrder(t);
    refundsRefused = true;
    const res = await staff.post(staffCancel(order.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REFUND_FAILED);
    const row = await orderRow(order.id);
    expect([row.orderStatus, row.paidStatus]).toEqual(['new', 'paid']);
    expect(await stockOf(order.variantId)).toBe(4);
    expect((await refundsOf(order.id)).map((refund) => refund.status)).toEqual(['failed']);
    refundsRefused = false;
    expect((await staff.post(staffCancel(order.id))).statusCode).toBe(200);
    expect((await refundsOf(order.id)).map((refund) => refund.status)).toEqual([
      'failed',
      'success',
    ]);
  });

  it('refunds once when two staff cancel the same order at once', async () => {
    const order = await aPaidOrder(t);
    const { v: second } = await aStaffMember(t);
    const answers = await Promise.all([
      staff.post(staffCancel(order.id)),
      second.post(staffCancel(order.id)),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await stockOf(order.variantId)).toBe(5);
  });

  it('is staff only on the back office call, and needs a whole-number id', async () => {
    const order = await aPaidOrder(t);
    expect((await order.v.post(staffCancel(order.id))).statusCode).toBe(403);
    expect((await staff.post('/api/admin/orders/1e3/cancel')).statusCode).toBe(400);
    expect((await order.v.post('/api/user/order/99999999999/cancel')).statusCode).toBe(400);
    expect((await orderRow(order.id)).orderStatus).toBe('new');
  });
});
