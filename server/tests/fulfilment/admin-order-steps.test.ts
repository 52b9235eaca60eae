// Staff move a paid order along (process, ship with parcels, deliver) through the back office's
// call: each step writes the order's history and parcel and queues the shopper's mail in one
// transaction; a customer or a visitor gets 401/403 and changes nothing; hostile input is a 400
// before anything is read; two staff acting at once are served one after the other.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHistory, orderParcels, orders } from '../../src/adapters/db/schema.ts';
import { ORDER_FLOW_MESSAGES } from '../../src/domain/fulfilment/order-flow.rules.ts';
import { aPaidOrder as aPaidOrderIn, aStaffMember } from '../support/placed-order.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const steps = (orderId: number | string) => `/api/admin/orders/${orderId}/steps`;
const PARCEL = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };

describe('the back office moving an order along', () => {
  let t: TestApp;
  let staff: Visitor;
  let staffId: number;

  beforeAll(async () => {
    t = await startTestApp();
    ({ v: staff, id: staffId } = await aStaffMember(t));
  });
  afterAll(() => t.close());

  const aPaidOrder = () => aPaidOrderIn(t);

  const historyOf = (orderId: number) =>
    t.db.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, orderId))
      .orderBy(asc(orderHistory.id));

  it('processes, ships in two parcels and delivers, keeping the history and mailing each step', async () => {
    const order = await aPaidOrder();
    const answers = [];
    for (const body of [
      { step: 'process' },
      { step: 'ship', ...PARCEL },
      { step: 'ship', carrier: 'UPS', trackingNumber: '1Z999AA10123456785', note: 'second box' },
      { step: 'deliver' },
    ]) {
      const res = await staff.post(steps(order.id), body);
      expect(res.statusCode, res.body).toBe(200);
      answers.push(res.json().order.status);
    }
    expect(answers).toEqual(['processing', 'shipped', 'shipped', 'delivered']);
    const history = await historyOf(order.id);
    expect(
      history.map((row) => [row.fromStatus, row.toStatus, row.actor, row.actorUserId]),
    ).toEqual([
      ['new', 'processing', 'staff', staffId],
      ['processing', 'shipped', 'staff', staffId],
      ['shipped', 'shipped', 'staff', staffId],
      ['shipped', 'delivered', 'staff', staffId],
    ]);
    expect(history[2]!.note).toBe('second box');
    const parcels = await t.db.db
      .select()
      .from(orderParcels)
      .where(eq(orderParcels.orderId, order.id));
    expect(parcels.map((parcel) => parcel.trackingNumber).sort()).toEqual([
      '1Z999AA10123456784',
      '1Z999AA10123456785',
    ]);
    const [stored] = await t.db.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.orderStatus).toBe('delivered');
    expect(stored!.dateDelivered).toBeInstanceOf(Date);
    const mails = await t.deps.outbox.list({ to: order.customer.email, limit: 10 });
    const subjects = mails.map((mail) => mail.subject);
    expect(
      subjects.filter((subject) => subject.startsWith('Your order is on its way')),
    ).toHaveLength(2);
    expect(subjects.some((subject) => subject.startsWith('Your order has been delivered'))).toBe(
      true,
    );
    expect(subjects.some((subject) => subject.startsWith('We are preparing your order'))).toBe(
      true,
    );
    const shipped = mails.find((mail) => mail.text.includes('1Z999AA10123456784'));
    expect(shipped?.text).toContain('UPS');
  });

  it("shows the shopper the order's timeline and parcels with tracking links, and no one else", async () => {
    const order = await aPaidOrder();
    await staff.post(steps(order.id), { step: 'process', note: 'staff only: fragile' });
    await staff.post(steps(order.id), { step: 'ship', ...PARCEL });
    await staff.post(steps(order.id), {
      step: 'ship',
      carrier: 'Local Van',
      trackingNumber: 'LV-42',
    });
    const res = await order.v.get(`/api/user/order/${order.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().order;
    expect(detail.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'new',
      'processing',
      'shipped',
    ]);
    expect(detail.parcels).toEqual([
      expect.objectContaining({
        carrier: 'UPS',
        trackingNumber: PARCEL.trackingNumber,
        trackingUrl: `https://www.ups.com/track?tracknum=${PARCEL.trackingNumber}`,
      }),
      expect.objectContaining({ carrier: 'Local Van', trackingNumber: 'LV-42', trackingUrl: null }),
    ]);
    expect(res.body).not.toContain('fragile');
    expect(res.body).not.toContain(`"actorUserId"`);
    const other = await aSignedInCustomer(t.app, t.deps);
    const stranger = await other.v.get(`/api/user/order/${order.id}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain(PARCEL.trackingNumber);
  });

  it('refuses a step the order is not ready for, with the reason, and changes nothing', async () => {
    const order = await aPaidOrder();
    const res = await staff.post(steps(order.id), { step: 'deliver' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_FLOW_MESSAGES.notShipped);
    expect(await historyOf(order.id)).toEqual([]);
  });

  it('serves two staff pressing the same step at once one after the other: one moves it', async () => {
    const order = await aPaidOrder();
    const { v: second } = await aStaffMember(t);
    const answers = await Promise.all([
      staff.post(steps(order.id), { step: 'process' }),
      second.post(steps(order.id), { step: 'process' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await historyOf(order.id)).toHaveLength(1);
  });

  it('gives a customer 403 and a visitor 401, even on their own order, and changes nothing', async () => {
    const order = await aPaidOrder();
    const asCustomer = await order.v.post(steps(order.id), { step: 'process' });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.body).not.toContain(order.number);
    const stranger = visitor(t.app, '203.0.113.90');
    expect((await stranger.post(steps(order.id), { step: 'process' })).statusCode).toBe(401);
    expect(await historyOf(order.id)).toEqual([]);
  });

  it('refuses a call without the CSRF token', async () => {
    const order = await aPaidOrder();
    const res = await staff.post(steps(order.id), { step: 'process' }, { csrf: false });
    expect(res.statusCode).toBe(400);
    expect(await historyOf(order.id)).toEqual([]);
  });

  it('answers hostile input with a 400, an unknown or unplaced order with a 404', async () => {
    const order = await aPaidOrder();
    const bad: [string, unknown][] = [
      [steps('abc'), { step: 'process' }],
      [steps(2 ** 40), { step: 'process' }],
      [steps(-1), { step: 'process' }],
      [steps(order.id), {}],
      [steps(order.id), { step: 'refund' }],
      [steps(order.id), { step: ['process'] }],
      [steps(order.id), { step: 'ship', carrier: 'UPS' }],
      [steps(order.id), { step: 'ship', carrier: 'UPS', trackingNumber: '<script>' }],
      [steps(order.id), { step: 'process', note: 'x'.repeat(1001) }],
    ];
    for (const [url, body] of bad) {
      const res = await staff.post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
    }
    expect(await historyOf(order.id)).toEqual([]);
    expect((await staff.post(steps(2_000_000_000), { step: 'process' })).statusCode).toBe(404);
    const [cart] = await t.db.db
      .insert(orders)
      .values({ number: 'c'.repeat(32), currency: 'USD' })
      .returning({ id: orders.id });
    expect((await staff.post(steps(cart!.id), { step: 'process' })).statusCode).toBe(404);
  });
});
