// The back office's order list and order page (staff only): search by reference, number, e-mail or
// name, filters by status, paid status and day, paging; the order with its lines, payments and
// history (who, when, note). A customer or a visitor gets 401/403 and no order of anybody's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPaidOrder, aStaffMember } from '../support/placed-order.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { visitor, type Visitor } from '../support/visitor.ts';

describe("the back office's orders", () => {
  let t: TestApp;
  let staff: Visitor;
  let orders: Awaited<ReturnType<typeof aPaidOrder>>[];

  beforeAll(async () => {
    t = await startTestApp();
    ({ v: staff } = await aStaffMember(t));
    orders = [await aPaidOrder(t), await aPaidOrder(t), await aPaidOrder(t)];
    await staff.post(`/api/admin/orders/${orders[1]!.id}/steps`, {
      step: 'process',
      note: 'Packed by Sam',
    });
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await staff.get(`/api/admin/orders${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      orders: { id: number; reference: string; email: string; status: string }[];
      total: number;
      page: number;
    };
  };

  it('lists placed orders newest first, and finds one by reference, number, e-mail or name', async () => {
    const all = await list('');
    expect(all.orders.slice(0, 3).map((order) => order.id)).toEqual(
      [...orders].reverse().map((order) => order.id),
    );
    const [first] = orders;
    const reference = all.orders.find((order) => order.id === first!.id)!.reference;
    for (const q of [reference.toLowerCase(), first!.number.slice(0, 12), first!.customer.email]) {
      const found = await list(`?q=${encodeURIComponent(q)}`);
      expect(
        found.orders.map((order) => order.id),
        q,
      ).toEqual([first!.id]);
    }
    const byName = await list('?q=Sam%20Shopper');
    expect(byName.orders.length).toBeGreaterThanOrEqual(3);
    expect((await list('?q=%25')).orders).toEqual([]);
  });

  it('filters by status, paid status and day, and pages', async () => {
    expect((await list('?status=processing')).orders.map((order) => order.id)).toEqual([
      orders[1]!.id,
    ]);
    expect((await list('?paid=unpaid')).orders.map((order) => order.id)).not.toContain(
      orders[0]!.id,
    );
    expect((await list('?to=2000-01-01')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}`)).total).toBeGreaterThanOrEqual(3);
    const far = await list('?page=400');
    expect(far.orders).toEqual([]);
    expect(far.page).toBe(400);
  });

  it("shows one order with its lines, payments and history: who, when, and staff's note", async () => {
    const res = await staff.get(`/api/admin/orders/${orders[1]!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { order } = res.json();
    expect(order.lineItems).toHaveLength(1);
    // A signed-in customer's order keeps no e-mail of its own: staff see the account's.
    expect(order.email).toBe(orders[1]!.customer.email);
    expect(order.transactions[0]).toMatchObject({ type: 'purchase', status: 'success' });
    expect(order.history).toEqual([
      expect.objectContaining({
        fromStatus: 'new',
        toStatus: 'processing',
        actor: 'staff',
        actorName: 'Sam Staff',
        note: 'Packed by Sam',
      }),
    ]);
    expect((await staff.get('/api/admin/orders/2000000000')).statusCode).toBe(404);
    expect((await staff.get('/api/admin/orders/99999999999')).statusCode).toBe(400);
  });

  it('gives a customer 403 and a visitor 401, with no order in the answer', async () => {
    const customer = orders[0]!.v;
    for (const path of ['/api/admin/orders', `/api/admin/orders/${orders[0]!.id}`]) {
      const asCustomer = await customer.get(path);
      expect(asCustomer.statusCode, path).toBe(403);
      expect(asCustomer.body).not.toContain(orders[0]!.number);
      expect((await visitor(t.app, '203.0.113.99').get(path)).statusCode, path).toBe(401);
    }
  });

  it('refuses a query it cannot read with a 400 naming the parameter', async () => {
    const res = await staff.get('/api/admin/orders?status=lost');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('status must be one of');
  });
});
