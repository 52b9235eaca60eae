// 50 shoppers race for the last 10 units on real PostgreSQL (PGlite has one connection, so nothing
// would run concurrently there). Run: TEST_DATABASE_URL=postgres://… npx vitest run --project server <this file>
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineItems, orders, transactions, variants } from '../../src/adapters/db/schema.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { usesPostgres } from '../support/test-database.ts';
import { type Visitor, visitor } from '../support/visitor.ts';
import { dummyCard, gatewayIdOf } from '../support/dummy-card.mother.ts';

const SHOPPERS = 50;
const STOCK = 10;

describe.skipIf(!usesPostgres())(
  'concurrent checkouts on PostgreSQL (skipped without TEST_DATABASE_URL: PGlite runs one statement at a time)',
  () => {
    let t: TestApp;
    let dummyId: number;

    beforeAll(async () => {
      t = await startTestApp();
      dummyId = await gatewayIdOf(t.db.db, 'dummy');
    });
    afterAll(() => t.close());

    const stockOf = async (id: number) =>
      (
        await t.db.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, id))
      )[0]!.stock;

    it(`${SHOPPERS} shoppers paying for the last ${STOCK} units: exactly ${STOCK} orders, no oversell, no double charge`, async () => {
      const product = await aProduct(t.db.db, { variants: [{ stock: STOCK, priceMinor: 4_900 }] });
      const purchasableId = product.variants[0]!.id;
      const shoppers = await Promise.all(
        Array.from({ length: SHOPPERS }, async (_, index) => {
          const v: Visitor = visitor(t.app, `198.51.100.${index + 1}`);
          const res = await v.post('/actions/commerce/cart/update-cart', {
            purchasableId,
            qty: 1,
            email: `racer${index}@example.test`,
          });
          expect(res.statusCode, res.body).toBe(200);
          return { v, number: res.json().cart.number as string };
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
            paymentForm: {
              dummy: dummyCard('4242424242424242', { lastName: 'Racer' }),
            },
          }),
        ),
      );
      racing = false;
      await watcher;

      const won = answers.filter((res) => res.statusCode === 200);
      const lost = answers.filter((res) => res.statusCode !== 200);
      expect(won).toHaveLength(STOCK);
      expect(await stockOf(purchasableId)).toBe(0);
      expect(seen.length).toBeGreaterThan(0);
      expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);

      const numbers = shoppers.map((shopper) => shopper.number);
      const rows = await t.db.db.select().from(orders).where(inArray(orders.number, numbers));
      const completed = rows.filter((row) => row.isCompleted);
      expect(completed).toHaveLength(STOCK);
      expect(new Set(completed.map((row) => row.reference)).size).toBe(STOCK);
      expect(completed.every((row) => row.paidStatus === 'paid')).toBe(true);
      expect(won.map((res) => res.json().cart.number).sort()).toEqual(
        completed.map((row) => row.number).sort(),
      );

      // One successful charge per completed order, none for the others.
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
      expect(successful).toHaveLength(STOCK);
      expect(new Set(successful.map((charge) => charge.orderId))).toEqual(
        new Set(completed.map((row) => row.id)),
      );
      expect(new Set(charges.map((charge) => charge.hash)).size).toBe(charges.length);

      // The 40 others keep an open cart with its line, and are told about the stock.
      expect(lost).toHaveLength(SHOPPERS - STOCK);
      const open = rows.filter((row) => !row.isCompleted);
      expect(open).toHaveLength(SHOPPERS - STOCK);
      const openLines = await t.db.db
        .select()
        .from(lineItems)
        .where(
          inArray(
            lineItems.orderId,
            open.map((row) => row.id),
          ),
        );
      expect(openLines).toHaveLength(SHOPPERS - STOCK);
      expect(
        openLines.every((line) => line.qty === 1 && line.purchasableId === purchasableId),
      ).toBe(true);
      // Each is told about the stock: a shopper whose payment raced past the price check gets
      // Commerce's lineItemMaxStockReached notice; one checked after the stock ran out gets the line's
      // out-of-stock validation error.
      for (const res of lost) {
        expect(res.statusCode).toBe(400);
        const body = res.json();
        const line = body.cart.lineItems?.[0];
        expect(body.cart.isCompleted).toBe(false);
        expect(line).toMatchObject({ qty: 1, purchasableId });
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
      }
    }, 120_000);
  },
);
