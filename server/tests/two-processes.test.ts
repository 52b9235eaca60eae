// Two real server processes (node server/src/main.ts) on one PostgreSQL database behave as one shop:
// a session and its CSRF token made on one work on the other, a cart follows its shopper, a rate limit
// counts the requests of both (in the database, and in Redis with TEST_REDIS_URL), and a checkout race
// split across both sells exactly the stock, two staff cancelling one order, or refunding one
// return, on both refund it once, and two staff restocking one sold-out variant on both mail each of
// its alerts once. PGlite cannot do this (one process per data directory),
// so this file runs only with TEST_DATABASE_URL=postgres://….
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lineItems,
  orders,
  stockAlerts,
  transactions,
  users,
  variants,
} from '../src/adapters/db/schema.ts';
import { buildApp } from '../src/app.ts';
import { composeApp } from '../src/composition.ts';
import { advanceOrder } from '../src/application/fulfilment/advance-order.ts';
import { requestReturn, stepReturn } from '../src/application/fulfilment/order-returns.ts';
import { aPaidOrder } from './support/placed-order.mother.ts';
import { gatewayIdOf, dummyCard } from './support/dummy-card.mother.ts';
import { type HttpShopper, httpShopper } from './support/http-shopper.ts';
import { aProduct } from './support/seo-content.mother.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';
import { TEST_SECRET, testConfig } from './support/test-app.ts';
import { openTestDatabase, type TestDatabase, usesPostgres } from './support/test-database.ts';
import { aCustomer } from './support/user.mother.ts';

const redisUrl = process.env.TEST_REDIS_URL;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function startPair(databaseUrl: string, env: Record<string, string> = {}) {
  const [first, second] = [await freePort(), await freePort()];
  // What a deployment shares between its processes; each keeps its own DATA_DIR.
  const shared = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: TEST_SECRET,
    UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'shop-shared-uploads-')),
    ...env,
  };
  return Promise.all([startServerProcess(first, shared), startServerProcess(second, shared)]);
}

/** Six password-reset requests for one address, alternating processes: the account allows five. */
async function resetRequestsAcross(servers: readonly ServerProcess[]): Promise<number[]> {
  const loginName = `nobody-${Date.now().toString(36)}@example.test`;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const server = servers[i % servers.length]!;
    const answer = await httpShopper().post(
      server.url,
      '/actions/users/send-password-reset-email',
      { loginName },
    );
    statuses.push(answer.status);
  }
  return statuses;
}

describe.skipIf(!usesPostgres())(
  'two server processes on one PostgreSQL (skipped on PGlite: one process per data directory; set TEST_DATABASE_URL)',
  () => {
    let test: TestDatabase;
    let servers: ServerProcess[] = [];

    beforeAll(async () => {
      test = await openTestDatabase();
      servers = await startPair(test.url ?? '');
    }, 120_000);
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await test?.cleanup();
    });

    const [one, two] = [() => servers[0]!.url, () => servers[1]!.url];

    it('a session and its CSRF token from process 1 work on process 2', async () => {
      const deps = composeApp(testConfig(), test.database);
      const customer = await aCustomer(deps);
      const shopper = httpShopper();
      const login = await shopper.post(one(), '/actions/users/login', {
        loginName: customer.email,
        password: customer.password,
      });
      expect(login.status, JSON.stringify(login.body)).toBe(200);

      const info = await shopper.get(two(), '/actions/users/session-info');
      expect(info.body).toMatchObject({ isGuest: false, email: customer.email });
      // The token fetched on process 2 is accepted by process 1 and the other way round.
      const product = await aProduct(test.database.db, {
        variants: [{ stock: 5, priceMinor: 1_000 }],
      });
      const added = await shopper.post(one(), '/actions/commerce/cart/update-cart', {
        purchasableId: product.variants[0]!.id,
        qty: 2,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const cart = added.body.cart as { number: string; totalQty: number };
      const seen = await shopper.get(two(), '/actions/commerce/cart/get-cart');
      expect(seen.body.cart).toMatchObject({ number: cart.number, totalQty: 2 });

      const logout = await shopper.post(two(), '/actions/users/logout', {});
      expect(logout.status).toBeLessThan(400);
      expect((await shopper.get(one(), '/actions/users/session-info')).body.isGuest).toBe(true);
    });

    it('a state-changing call without the token is refused on either process', async () => {
      for (const base of [one(), two()]) {
        const response = await fetch(`${base}/actions/commerce/cart/update-cart`, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({ qty: 1 }),
        });
        expect(response.status).toBe(400);
      }
    });

    it('a rate limit counts the requests of both processes (database limiter)', async () => {
      expect(await resetRequestsAcross(servers)).toEqual([400, 400, 400, 400, 400, 429]);
    });

    /** Two members of staff, each signed in on one of the processes. */
    const staffOnBoth = async (deps: ReturnType<typeof composeApp>) => {
      const members = [await aCustomer(deps), await aCustomer(deps)];
      await test.database.db
        .update(users)
        .set({ admin: true })
        .where(
          inArray(
            users.id,
            members.map((member) => member.id),
          ),
        );
      return Promise.all(
        members.map(async (member, index) => {
          const session = httpShopper();
          const base = index === 0 ? one() : two();
          await session.post(base, '/actions/users/login', {
            loginName: member.email,
            password: member.password,
          });
          return { session, base, id: member.id };
        }),
      );
    };

    /** A paid order placed in process, and two staff signed in, one on each process. */
    const anOrderAndStaffOnBoth = async (qty = 1) => {
      const deps = composeApp(testConfig(), test.database);
      // The order is placed in process (from a client address of its own: the races use up this
      // machine's payment rate limit); staff act on it over HTTP on both processes.
      const app = await buildApp(deps);
      const order = await aPaidOrder(
        { app, db: test.database, deps, close: () => app.close() },
        qty,
      );
      await app.close();
      const staff = await staffOnBoth(deps);
      return { deps, order, staff };
    };

    it('staff cancelling one order on both processes at once refund it once', async () => {
      const db = test.database.db;
      const { order, staff } = await anOrderAndStaffOnBoth();
      const answers = await Promise.all(
        staff.map(({ session, base }) =>
          session.post(base, `/api/admin/orders/${order.id}/cancel`, {}),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refunds = await db
        .select()
        .from(transactions)
        .where(eq(transactions.orderId, order.id));
      expect(refunds.filter((row) => row.type === 'refund')).toHaveLength(1);
      const [row] = await db.select().from(variants).where(eq(variants.id, order.variantId));
      expect(row?.stock).toBe(5);
    }, 60_000);

    it('staff refunding one return on both processes at once refund it once', async () => {
      const db = test.database.db;
      const { deps, order, staff } = await anOrderAndStaffOnBoth(2);
      const actor = { actor: 'staff' as const, actorUserId: staff[0]!.id };
      for (const step of [
        { kind: 'process' as const },
        { kind: 'ship' as const, parcel: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } },
        { kind: 'deliver' as const },
      ])
        expect((await advanceOrder(deps, { orderId: order.id, step, ...actor })).ok).toBe(true);
      const [line] = await db.select().from(lineItems).where(eq(lineItems.orderId, order.id));
      const asked = await requestReturn(deps, {
        orderId: order.id,
        customerId: order.customer.id,
        lines: [{ lineItemId: line!.id, qty: 1 }],
        reason: 'One is enough.',
      });
      if (!asked.ok) throw new Error(JSON.stringify(asked.error));
      for (const step of ['approve', 'receive'] as const)
        expect(
          (
            await stepReturn(deps, {
              orderId: order.id,
              returnId: asked.value,
              step,
              restock: false,
              staffId: staff[0]!.id,
            })
          ).ok,
        ).toBe(true);

      const answers = await Promise.all(
        staff.map(({ session, base }) =>
          session.post(base, `/api/admin/orders/${order.id}/returns/${asked.value}/refund`, {}),
        ),
      );

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refunds = (
        await db.select().from(transactions).where(eq(transactions.orderId, order.id))
      ).filter((row) => row.type === 'refund');
      expect(refunds).toHaveLength(1);
      expect(refunds[0]?.amountMinor).toBe(line!.salePriceMinor);
    }, 60_000);

    it('staff restocking a sold-out variant on both processes at once mail each alert once', async () => {
      const deps = composeApp(testConfig(), test.database);
      const db = test.database.db;
      const product = await aProduct(db, { variants: [{ stock: 0 }] });
      const purchasableId = product.variants[0]!.id;
      const emails = ['race-1@example.com', 'race-2@example.com'];
      await db.insert(stockAlerts).values(emails.map((email) => ({ purchasableId, email })));
      const staff = await staffOnBoth(deps);
      const answers = await Promise.all(
        staff.map(({ session, base }, index) =>
          session.patch(base, `/api/admin/variants/${purchasableId}`, { stock: 5 + index }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      for (const email of emails) expect(await deps.outbox.list({ to: email })).toHaveLength(1);
    }, 60_000);

    it('shoppers paying on both processes for the last units: exactly the stock is sold', async () => {
      const stock = 6;
      const product = await aProduct(test.database.db, {
        variants: [{ stock, priceMinor: 2_500 }],
      });
      const purchasableId = product.variants[0]!.id;
      const dummyId = await gatewayIdOf(test.database.db, 'dummy');
      const bases = [one(), two()];
      const shoppers = await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const shopper: HttpShopper = httpShopper();
          const base = bases[index % 2]!;
          const added = await shopper.post(base, '/actions/commerce/cart/update-cart', {
            purchasableId,
            qty: 1,
            email: `across${index}@example.test`,
          });
          expect(added.status, JSON.stringify(added.body)).toBe(200);
          // Each pays on the other process than the one that filled the cart.
          return {
            shopper,
            pay: bases[(index + 1) % 2]!,
            number: (added.body.cart as { number: string }).number,
          };
        }),
      );
      const answers = await Promise.all(
        shoppers.map(({ shopper, pay }) =>
          shopper.post(pay, '/actions/commerce/payments/pay', {
            gatewayId: dummyId,
            paymentForm: { dummy: dummyCard('4242424242424242') },
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(stock);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 400)).toBe(true);

      const db = test.database.db;
      const [row] = await db.select().from(variants).where(eq(variants.id, purchasableId));
      expect(row?.stock).toBe(0);
      const rows = await db
        .select()
        .from(orders)
        .where(
          inArray(
            orders.number,
            shoppers.map((s) => s.number),
          ),
        );
      const completed = rows.filter((order) => order.isCompleted);
      expect(completed).toHaveLength(stock);
      const charges = await db
        .select()
        .from(transactions)
        .where(
          inArray(
            transactions.orderId,
            rows.map((order) => order.id),
          ),
        );
      const successful = charges.filter((charge) => charge.status === 'success');
      expect(new Set(successful.map((charge) => charge.orderId)).size).toBe(successful.length);
      expect(successful).toHaveLength(stock);
      // Every loser keeps the cart with its line, seen from either process.
      const open = rows.filter((order) => !order.isCompleted);
      const openLines = await db
        .select()
        .from(lineItems)
        .where(
          inArray(
            lineItems.orderId,
            open.map((order) => order.id),
          ),
        );
      expect(openLines).toHaveLength(20 - stock);
      for (const loser of shoppers.filter((s) => open.some((order) => order.number === s.number))) {
        for (const base of bases) {
          const cart = (await loser.shopper.get(base, '/actions/commerce/cart/get-cart')).body
            .cart as { number: string; isCompleted: boolean; totalQty: number };
          expect(cart).toMatchObject({ number: loser.number, isCompleted: false, totalQty: 1 });
        }
      }
    }, 60_000);

    describe.skipIf(!redisUrl)(
      'with REDIS_URL (skipped without TEST_REDIS_URL=redis://127.0.0.1:6379)',
      () => {
        let redisServers: ServerProcess[] = [];
        beforeAll(async () => {
          redisServers = await startPair(test.url ?? '', { REDIS_URL: redisUrl ?? '' });
        }, 120_000);
        afterAll(() => Promise.all(redisServers.map((server) => server.stop())));

        it('a rate limit counts the requests of both processes (Redis limiter)', async () => {
          expect(await resetRequestsAcross(redisServers)).toEqual([400, 400, 400, 400, 400, 429]);
        });
      },
    );
  },
);
