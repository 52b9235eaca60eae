// The audit log keeps every staff change, not only the catalogue's: each step of an order (with the
// parcel that left), marking an invoice paid, a staff cancel, and each step and refund of a return,
// with who made it, named as staff read it. A shopper's own cancel or return request is not a staff
// change and adds nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/adapters/db/schema.ts';
import { aPaidOrder, aStaffMember, anInvoiceOrder } from '../support/placed-order.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { Visitor } from '../support/visitor.ts';

interface Entry {
  readonly actorUserId: number;
  readonly entityType: string;
  readonly entityId: number;
  readonly entityLabel: string | null;
  readonly changes: readonly { field: string; from: unknown; to: unknown }[];
}

describe("the audit log's order changes", () => {
  let t: TestApp;
  let staff: Visitor;
  let staffId: number;

  beforeAll(async () => {
    t = await startTestApp();
    ({ v: staff, id: staffId } = await aStaffMember(t));
  });
  afterAll(() => t.close());

  /** The newest `n` entries, oldest first. */
  const latest = async (n: number): Promise<Entry[]> =>
    ((await staff.get('/api/admin/audit-log')).json().entries as Entry[]).slice(0, n).reverse();
  const referenceOf = async (orderId: number) =>
    (await t.db.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.reference;
  const step = (orderId: number, body: object) =>
    staff.post(`/api/admin/orders/${orderId}/steps`, body);

  it('keeps each step of an order, with its parcel, and marking an invoice paid', async () => {
    const order = await anInvoiceOrder(t);
    expect((await staff.post(`/api/admin/orders/${order.id}/mark-paid`, {})).statusCode).toBe(200);
    expect((await step(order.id, { step: 'process' })).statusCode).toBe(200);
    const parcel = { step: 'ship', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
    expect((await step(order.id, parcel)).statusCode).toBe(200);

    const label = `Order ${await referenceOf(order.id)}`;
    const about = {
      actorUserId: staffId,
      entityType: 'order',
      entityId: order.id,
      entityLabel: label,
    };
    expect(await latest(3)).toEqual([
      expect.objectContaining({
        ...about,
        changes: [{ field: 'paidStatus', from: 'unpaid', to: 'paid' }],
      }),
      expect.objectContaining({
        ...about,
        changes: [{ field: 'status', from: 'new', to: 'processing' }],
      }),
      expect.objectContaining({
        ...about,
        changes: [
          { field: 'status', from: 'processing', to: 'shipped' },
          { field: 'parcel', from: null, to: 'UPS 1Z999AA10123456784' },
        ],
      }),
    ]);
  });

  it("keeps a staff cancel, and nothing of a shopper's own", async () => {
    const byStaff = await aPaidOrder(t);
    const byShopper = await aPaidOrder(t);
    expect((await staff.post(`/api/admin/orders/${byStaff.id}/cancel`, {})).statusCode).toBe(200);
    const [cancel] = await latest(1);
    expect(cancel).toMatchObject({
      entityId: byStaff.id,
      changes: [{ field: 'status', from: 'new', to: 'cancelled' }],
    });

    expect((await byShopper.v.post(`/api/user/order/${byShopper.id}/cancel`, {})).statusCode).toBe(
      200,
    );

    expect(await latest(1)).toEqual([cancel]);
  });

  it('keeps each step and the refund of a return, named after its order', async () => {
    const order = await aPaidOrder(t, 2);
    for (const body of [
      { step: 'process' },
      { step: 'ship', carrier: 'DHL', trackingNumber: 'JD0146' },
      { step: 'deliver' },
    ])
      expect((await step(order.id, body)).statusCode).toBe(200);
    const lineItemId = (await order.v.get(`/api/user/order/${order.id}`)).json().order.lineItems[0]
      .id;
    const asked = await order.v.post(`/api/user/order/${order.id}/returns`, {
      lines: [{ lineItemId, qty: 1 }],
      reason: 'One was enough',
    });
    const { returnId } = asked.json() as { returnId: number };
    const base = `/api/admin/orders/${order.id}/returns/${returnId}`;
    expect((await staff.post(`${base}/steps`, { step: 'approve' })).statusCode).toBe(200);
    expect((await staff.post(`${base}/steps`, { step: 'receive', restock: true })).statusCode).toBe(
      200,
    );
    expect((await staff.post(`${base}/refund`, { amountMinor: 500 })).statusCode).toBe(200);

    const label = `Return ${returnId} of order ${await referenceOf(order.id)}`;
    const about = {
      actorUserId: staffId,
      entityType: 'return',
      entityId: returnId,
      entityLabel: label,
    };
    expect(await latest(3)).toEqual([
      expect.objectContaining({
        ...about,
        changes: [{ field: 'status', from: 'requested', to: 'approved' }],
      }),
      expect.objectContaining({
        ...about,
        changes: [
          { field: 'status', from: 'approved', to: 'received' },
          { field: 'restocked', from: false, to: true },
        ],
      }),
      expect.objectContaining({
        ...about,
        changes: [
          { field: 'status', from: 'received', to: 'refunded' },
          { field: 'refundedMinor', from: 0, to: 500 },
        ],
      }),
    ]);
  });
});
