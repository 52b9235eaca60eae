// Shoppers race for the last units, on PGlite (one connection: every transaction holds it alone, so
// payments run one after another) and on PostgreSQL (row locks). Either way: exactly the stock is sold,
// every order gets the quantity its shopper asked for, nobody is charged twice and every loser keeps
// the cart. PostgreSQL: TEST_DATABASE_URL=postgres://… npx vitest run --project server <this file>
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineItems, orders, transactions, variants } from '../../src/adapters/db/schema.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { usesPostgres } from '../support/test-database.ts';
import { type Visitor, visitor } from '../support/visitor.ts';
import { dummyCard, gatewayIdOf } from '../support/dummy-card.mother.ts';

interface Shopper {
  readonly v: Visitor;
  readonly number: string;
  readonly qty: number;
}

describe(`concurrent checkouts on ${usesPostgres() ? 'PostgreSQL' : 'PGlite'}`, () => {
  let t: TestApp;
  let dummyId: number;

  beforeAll(async () => {
    t = await startTestApp();
    dummyId = await gatewayIdOf(t.db.db, 'dummy');
  });
  afterAll(() => t.close());

  const stockOf = async (id: number) =>
    (await t.db.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, id)))[0]!
      .stock;

  /** Fills one cart per wanted quantity, then has them all pay at once; checks every promise. */
  async function race(stock: number, wanted: readonly number[]) {
    const product = await aProduct(t.db.db, { variants: [{ stock, priceMinor: 4_900 }] });
    const purchasableId = product.variants[0]!.id;
    const shoppers: Shopper[] = await Promise.all(
      wanted.map(async (qty, index) => {
        const v = visitor(t.app, `198.51.100.${index + 1}`);
        const res = await v.post('/actions/commerce/cart/update-cart', {
          purchasableId,
          qty,
          email: `racer${index}@example.test`,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().cart.totalQty).toBe(qty);
        return { v, number: res.json().cart.number as string, qty };
      }),
    );

    // Watch the stock while the race runs: it must never dip below zero.
    let racing = true;
    const seen: number[] = [];
    const watcher = (async () => {
      while (racing) {
        seen.push((await stockOf(purchasableId)) ?? Number.NaN);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const answers = await Promise.all(
      shoppers.map(({ v }) =>
        v.post('/actions/commerce/payments/pay', {
          gatewayId: dummyId,
          paymentForm: { dummy: dummyCard('4242424242424242', { lastName: 'Racer' }) },
        }),
      ),
    );
    racing = false;
    await watcher;
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);

    const rows = await t.db.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.number,
          shoppers.map((s) => s.number),
        ),
      );
    const lines = await t.db.db
      .select()
      .from(lineItems)
      .where(
        inArray(
          lineItems.orderId,
          rows.map((row) => row.id),
        ),
      );
    const qtyOf = (orderId: number) =>
      lines.filter((line) => line.orderId === orderId).reduce((sum, line) => sum + line.qty, 0);
    const completed = rows.filter((row) => row.isCompleted);
    const sold = completed.reduce((sum, row) => sum + qtyOf(row.id), 0);
    expect(sold).toBe(stock);
    expect(await stockOf(purchasableId)).toBe(0);
    // Each completed order holds what its shopper asked for: nobody is sold fewer units unasked.
    for (const row of completed) {
      expect(qtyOf(row.id)).toBe(shoppers.find((s) => s.number === row.number)!.qty);
    }
    expect(new Set(completed.map((row) => row.reference)).size).toBe(completed.length);
    expect(completed.every((row) => row.paidStatus === 'paid')).toBe(true);
    const won = answers.filter((res) => res.statusCode === 200);
    expect(won.map((res) => res.json().cart.number).sort()).toEqual(
      completed.map((row) => row.number).sort(),
    );

    // One successful charge per completed order, of its total, none for the others.
    const charges = await t.db.db
      .select()
      .from(transactions)
      .where(
        inArray(
          transactions.orderId,
          rows.map((row) => row.id),
        ),
      );
    const successful = charges.filter((charge) => charge.status === 'success');
    expect(successful).toHaveLength(completed.length);
    for (const row of completed) {
      const charge = successful.find((c) => c.orderId === row.id);
      expect(charge?.amountMinor).toBe(row.totalPriceMinor);
      expect(row.totalPriceMinor).toBe(4_900 * qtyOf(row.id));
    }
    expect(new Set(charges.map((charge) => charge.hash)).size).toBe(charges.length);

    // The others keep an open cart with its line, and are told about the stock.
    const lost = answers.filter((res) => res.statusCode !== 200);
    expect(lost).toHaveLength(shoppers.length - completed.length);
    for (const res of lost) {
      expect(res.statusCode).toBe(400);
      const body = res.json();
      const line = body.cart.lineItems?.[0];
      expect(body.cart.isCompleted).toBe(false);
      expect(line).toMatchObject({ purchasableId });
      const notices: { type: string; attribute: string }[] = body.cart.notices ?? [];
      const stockNotice = notices.some(
        (notice) =>
          notice.type === 'lineItemMaxStockReached' &&
          notice.attribute === `lineItems.${line.id}.qty`,
      );
      const stockError = (body.errors?.['lineItems.0.qty'] ?? []).some((message: string) =>
        message.includes('out of stock'),
      );
      expect(stockNotice || stockError, JSON.stringify({ ...body, cart: notices })).toBe(true);
    }
    for (const shopper of shoppers.filter((s) => !completed.some((r) => r.number === s.number))) {
      const cart = (await shopper.v.get('/actions/commerce/cart/get-cart')).json().cart;
      expect(cart.number).toBe(shopper.number);
      expect(cart.isCompleted).toBe(false);
      expect(cart.lineItems).toHaveLength(1);
    }
    return { completed: completed.length };
  }

  it('50 shoppers paying for the last 10 units: exactly 10 orders, no oversell, no double charge', async () => {
    const { completed } = await race(
      10,
      Array.from({ length: 50 }, () => 1),
    );
    expect(completed).toBe(10);
  }, 120_000);

  it('ten shoppers wanting 1 and ten wanting all 9 of 9 units: 9 sold, each order as asked', async () => {
    await race(
      9,
      Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 1 : 9)),
    );
  }, 120_000);
});
