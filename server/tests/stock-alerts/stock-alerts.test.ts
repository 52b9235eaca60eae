// Back-in-stock alerts: a guest gives an address, a customer's account address is used; only for a
// sold-out variant on sale; one per address and variant (asking again answers the same). When stock
// goes from 0 to more (a staff edit, a cancelled order, a restocked return) every pending alert of the
// variant is mailed once, in the change's transaction, with a link to the product and one that
// cancels the alert. Strangers can neither list nor cancel another's alert.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockAlerts, variants } from '../../src/adapters/db/schema.ts';
import { STOCK_ALERT_MESSAGES } from '../../src/domain/stock-alerts/stock-alert.rules.ts';
import { aPaidOrder, aStaffMember } from '../support/placed-order.mother.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { visitor, type Visitor } from '../support/visitor.ts';

const PARCEL = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };

describe('back-in-stock alerts', () => {
  let t: TestApp;
  let staff: Visitor;
  let ips = 0;

  beforeAll(async () => {
    t = await startTestApp();
    ({ v: staff } = await aStaffMember(t));
  });
  afterAll(() => t.close());

  /** A visitor from an address of its own, so that rate limits of one test do not touch another. */
  const aGuest = () => {
    ips += 1;
    return visitor(t.app, `198.51.100.${ips}`);
  };
  const aCustomerAt = async () => {
    const customer = await aCustomer(t.deps);
    const v = aGuest();
    expect((await v.login(customer.email, customer.password)).statusCode).toBe(200);
    return { customer, v };
  };
  const aSoldOutVariant = async (title = 'Bench vise') => {
    const product = await aProduct(t.db.db, { title, variants: [{ stock: 0 }] });
    return { product, id: product.variants[0]!.id };
  };
  const mailsTo = (email: string) => t.deps.outbox.list({ to: email, limit: 50 });
  const alertsOf = (id: number) =>
    t.db.db.select().from(stockAlerts).where(eq(stockAlerts.purchasableId, id));
  const restock = (id: number, stock: number) =>
    staff.patch(`/api/admin/variants/${id}`, { stock });
  const tokenOf = (link: string) => new URL(link).searchParams.get('unsubscribe')!;

  it('a guest sets an alert; asking again answers the same and keeps one alert', async () => {
    const { id } = await aSoldOutVariant();
    const guest = aGuest();
    const first = await guest.post('/api/stock-alerts', {
      purchasableId: id,
      email: 'Ann@Example.com',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ stockAlert: { purchasableId: id, status: 'set' } });
    const again = await aGuest().post('/api/stock-alerts', {
      purchasableId: String(id),
      email: ' ann@example.COM ',
    });
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    expect((await alertsOf(id)).map((row) => row.email)).toEqual(['ann@example.com']);
  });

  it('when staff restock, each pending alert gets one mail naming and linking the product', async () => {
    const { product, id } = await aSoldOutVariant('Cast iron anvil');
    const guest = aGuest();
    for (const email of ['bo@example.com', 'cy@example.com'])
      expect((await guest.post('/api/stock-alerts', { purchasableId: id, email })).statusCode).toBe(
        200,
      );
    expect((await restock(id, 0)).statusCode).toBe(200);
    expect(await mailsTo('bo@example.com')).toHaveLength(0);
    expect((await restock(id, 5)).statusCode).toBe(200);
    expect((await restock(id, 8)).statusCode).toBe(200);
    for (const email of ['bo@example.com', 'cy@example.com']) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe('Back in stock: Cast iron anvil');
      expect(mail!.links).toContain(`http://shop.test/product/${product.slug}/${id}`);
      expect(
        mail!.links.some((link) => link.includes(`/product/${product.slug}/${id}?unsubscribe=`)),
      ).toBe(true);
      expect(mail!.text).not.toMatch(/bo@|cy@/);
    }
    expect((await alertsOf(id)).every((row) => row.notifiedAt !== null)).toBe(true);
    // Sold out and back again: nobody asked again, so nobody is mailed again.
    await restock(id, 0);
    await restock(id, 2);
    expect(await mailsTo('bo@example.com')).toHaveLength(1);
  });

  it('asking again after the mail arms the alert once more; its link cancels it', async () => {
    const { id } = await aSoldOutVariant();
    const guest = aGuest();
    const email = 'dee@example.com';
    await guest.post('/api/stock-alerts', { purchasableId: id, email });
    await restock(id, 1);
    const [mail] = await mailsTo(email);
    const link = mail!.links.find((l) => l.includes('?unsubscribe='))!;
    await restock(id, 0);
    await guest.post('/api/stock-alerts', { purchasableId: id, email });
    expect((await alertsOf(id))[0]).toMatchObject({ round: 2, notifiedAt: null });

    const stranger = aGuest();
    const forged = `${tokenOf(link).split('.')[0]}.${'A'.repeat(43)}`;
    for (const token of [forged, 'nonsense', `${Number(tokenOf(link).split('.')[0]) + 1}.x`]) {
      const res = await stranger.post('/api/stock-alerts/unsubscribe', { token });
      expect([res.statusCode, res.json().message]).toEqual([400, STOCK_ALERT_MESSAGES.token]);
    }
    expect(await alertsOf(id)).toHaveLength(1);
    const cancelled = await stranger.post('/api/stock-alerts/unsubscribe', {
      token: tokenOf(link),
    });
    expect([cancelled.statusCode, cancelled.json()]).toEqual([
      200,
      { stockAlert: { status: 'cancelled' } },
    ]);
    expect(await alertsOf(id)).toHaveLength(0);
    const twice = await stranger.post('/api/stock-alerts/unsubscribe', { token: tokenOf(link) });
    expect(twice.statusCode).toBe(200);
    await restock(id, 3);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("a customer's one click uses their account address; they see only their own alerts", async () => {
    const { id } = await aSoldOutVariant();
    const other = await aSoldOutVariant();
    const { customer, v } = await aCustomerAt();
    const set = await v.post('/api/stock-alerts', { purchasableId: id });
    expect(set.statusCode, set.body).toBe(200);
    const given = await v.post('/api/stock-alerts', {
      purchasableId: other.id,
      email: 'x@example.com',
    });
    expect(given.statusCode).toBe(200);
    expect((await alertsOf(id))[0]!.email).toBe(customer.email.toLowerCase());
    expect((await alertsOf(other.id))[0]!.email).toBe(customer.email.toLowerCase());
    const mine = await v.get(`/api/stock-alerts?purchasableIds=${id},${other.id},2147483647`);
    expect(mine.json()).toEqual({ purchasableIds: [id, other.id].sort((a, b) => a - b) });

    const { v: stranger } = await aCustomerAt();
    expect((await stranger.get(`/api/stock-alerts?purchasableIds=${id}`)).json()).toEqual({
      purchasableIds: [],
    });
    const guest = await aGuest().get(`/api/stock-alerts?purchasableIds=${id}`);
    expect([guest.statusCode, guest.json()]).toEqual([200, { purchasableIds: [] }]);
    for (const ids of ['', 'a', '1,,2', '0', '4294967296', Array(51).fill(id).join(',')])
      expect((await v.get(`/api/stock-alerts?purchasableIds=${ids}`)).statusCode, ids).toBe(400);
  });

  it('refuses what it cannot set with a clear message, and sets nothing', async () => {
    const inStock = await aProduct(t.db.db, { variants: [{ stock: 4 }] });
    const untracked = await aProduct(t.db.db, { variants: [{ stock: null }] });
    const hidden = await aProduct(t.db.db, { enabled: false, variants: [{ stock: 0 }] });
    const onQuote = await aProduct(t.db.db, { callForQuote: true, variants: [{ stock: 0 }] });
    const { id } = await aSoldOutVariant();
    const guest = aGuest();
    const cases: [unknown, number, string | RegExp][] = [
      [
        { purchasableId: inStock.variants[0]!.id, email: 'e@example.com' },
        409,
        STOCK_ALERT_MESSAGES.inStock,
      ],
      [
        { purchasableId: untracked.variants[0]!.id, email: 'e@example.com' },
        409,
        STOCK_ALERT_MESSAGES.notTracked,
      ],
      [
        { purchasableId: hidden.variants[0]!.id, email: 'e@example.com' },
        404,
        STOCK_ALERT_MESSAGES.notFound,
      ],
      [
        { purchasableId: onQuote.variants[0]!.id, email: 'e@example.com' },
        409,
        STOCK_ALERT_MESSAGES.quoteOnly,
      ],
      [{ purchasableId: 2147483647, email: 'e@example.com' }, 404, STOCK_ALERT_MESSAGES.notFound],
      [
        { purchasableId: 4294967297, email: 'e@example.com' },
        400,
        STOCK_ALERT_MESSAGES.purchasableId,
      ],
      [{ purchasableId: 1.5, email: 'e@example.com' }, 400, STOCK_ALERT_MESSAGES.purchasableId],
      [{ purchasableId: id }, 400, STOCK_ALERT_MESSAGES.email],
      [{ purchasableId: id, email: 'not an address' }, 400, STOCK_ALERT_MESSAGES.email],
      [{ purchasableId: id, email: ['e@example.com'] }, 400, STOCK_ALERT_MESSAGES.email],
      [{ purchasableId: id, email: 'e@example.com', admin: true }, 400, /Unknown field: admin/],
    ];
    for (const [body, status, message] of cases) {
      const res = await aGuest().post('/api/stock-alerts', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const noToken = await guest.post(
      '/api/stock-alerts',
      { purchasableId: id, email: 'e@example.com' },
      { csrf: false },
    );
    expect(noToken.statusCode).toBe(400);
    const none = await t.db.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.email, 'e@example.com')));
    expect(none).toHaveLength(0);
  });

  it('limits how many alerts one address sets in a minute', async () => {
    const { id } = await aSoldOutVariant();
    const guest = aGuest();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await guest.post('/api/stock-alerts', { purchasableId: id, email: `r${i}@example.com` }))
          .statusCode,
      );
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it("a cancelled order's units coming back mail the variant's alerts", async () => {
    const order = await aPaidOrder(t, 1);
    await t.db.db.update(variants).set({ stock: 0 }).where(eq(variants.id, order.variantId));
    await aGuest().post('/api/stock-alerts', {
      purchasableId: order.variantId,
      email: 'fay@example.com',
    });
    const cancelled = await staff.post(`/api/admin/orders/${order.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await mailsTo('fay@example.com')).toHaveLength(1);
  });

  it('a received return put back in stock mails the alerts, once', async () => {
    const order = await aPaidOrder(t, 2);
    for (const body of [{ step: 'process' }, { step: 'ship', ...PARCEL }, { step: 'deliver' }])
      expect((await staff.post(`/api/admin/orders/${order.id}/steps`, body)).statusCode).toBe(200);
    const detail = (await order.v.get(`/api/user/order/${order.id}`)).json().order;
    const asked = await order.v.post(`/api/user/order/${order.id}/returns`, {
      lines: [{ lineItemId: detail.lineItems[0].id, qty: 1 }],
      reason: 'Too many',
    });
    const returnId = asked.json().returnId as number;
    await t.db.db.update(variants).set({ stock: 0 }).where(eq(variants.id, order.variantId));
    await aGuest().post('/api/stock-alerts', {
      purchasableId: order.variantId,
      email: 'gil@example.com',
    });
    const path = `/api/admin/orders/${order.id}/returns/${returnId}/steps`;
    expect((await staff.post(path, { step: 'approve' })).statusCode).toBe(200);
    expect(await mailsTo('gil@example.com')).toHaveLength(0);
    expect((await staff.post(path, { step: 'receive', restock: true })).statusCode).toBe(200);
    expect(await mailsTo('gil@example.com')).toHaveLength(1);
  });

  it('two staff restocking at once mail each alert exactly once', async () => {
    const { id } = await aSoldOutVariant();
    const { v: second } = await aStaffMember(t);
    await aGuest().post('/api/stock-alerts', { purchasableId: id, email: 'hal@example.com' });
    const answers = await Promise.all([
      staff.patch(`/api/admin/variants/${id}`, { stock: 5 }),
      second.patch(`/api/admin/variants/${id}`, { stock: 7 }),
      staff.patch(`/api/admin/variants/${id}`, { stock: 9 }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(await mailsTo('hal@example.com')).toHaveLength(1);
  });
});
