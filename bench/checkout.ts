// `npm run bench:checkout`: N shoppers pay at the same moment for the last M units of one product,
// through HTTP, on PostgreSQL (one or two server processes) or on the embedded PGlite. Passes only when
// exactly M orders complete, stock ends at 0 (never below), no order is paid twice and every shopper who
// lost the race still has the cart with its line (asked of every process).
// Flags: --shoppers <n> (50) --units <m> (10) --db postgres|pglite (postgres) --processes 1|2 (1;
// with 2, each shopper fills the cart on one process and pays on the other)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pay, prepareCart } from './support/checkout-journey.ts';
import { type Query, withEmbeddedDatabase } from './support/embedded-database.ts';
import { createScratchDatabase } from './support/postgres.ts';
import { type ShopProcess, startShop } from './support/shop-process.ts';

const { values: flags } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '50' },
    units: { type: 'string', default: '10' },
    db: { type: 'string', default: 'postgres' },
    processes: { type: 'string', default: '1' },
  },
});
const shoppers = Number(flags.shoppers);
const units = Number(flags.units);
const processes = Number(flags.processes);
if (flags.db !== 'postgres' && flags.db !== 'pglite') throw new Error('--db is postgres or pglite');
if (processes !== 1 && processes !== 2) throw new Error('--processes is 1 or 2');
if (flags.db === 'pglite' && processes > 1) {
  throw new Error(
    'PGlite allows one process per data directory: --processes 2 needs --db postgres',
  );
}
const PORTS = [4630, 4631];

/** Where the race runs: the shops, SQL before they race and after they stopped, and cleanup. */
interface Setup {
  readonly label: string;
  readonly shops: readonly ShopProcess[];
  /** SQL while the shops are stopped (PGlite) or running (PostgreSQL). */
  before<T>(work: (query: Query) => Promise<T>): Promise<T>;
  after<T>(work: (query: Query) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
  cleanup(): Promise<void>;
}

async function postgresSetup(): Promise<Setup> {
  const database = await createScratchDatabase('bench_checkout');
  // Started together on the empty database: they migrate and seed it once between them.
  const shops = await Promise.all(
    PORTS.slice(0, processes).map((port) => startShop({ port, databaseUrl: database.url })),
  );
  const query: Query = (sql, params) => database.query(sql, params);
  return {
    label: `PostgreSQL, ${processes} server process${processes > 1 ? 'es' : ''}`,
    shops,
    before: (work) => work(query),
    after: (work) => work(query),
    stop: async () => {
      await Promise.all(shops.map((shop) => shop.stop()));
    },
    cleanup: () => database.drop(),
  };
}

async function pgliteSetup(): Promise<Setup> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-checkout-'));
  // First start migrates and seeds; the stock is set while the shop is stopped.
  await (await startShop({ port: PORTS[0]!, dataDir })).stop();
  let shop: ShopProcess | undefined;
  const shops: ShopProcess[] = [];
  return {
    label: 'PGlite (npm start), 1 server process',
    shops,
    async before(work) {
      const result = await withEmbeddedDatabase(dataDir, work);
      shop = await startShop({ port: PORTS[0]!, dataDir });
      shops.push(shop);
      return result;
    },
    after: (work) => withEmbeddedDatabase(dataDir, work),
    stop: async () => {
      await shop?.stop();
    },
    cleanup: () => Promise.resolve(),
  };
}

const setup = flags.db === 'pglite' ? await pgliteSetup() : await postgresSetup();
let failures: readonly string[];
try {
  const { variant, gateway } = await setup.before(async (query) => {
    const [stocked] = await query<{ id: number }>(
      `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.stock IS NOT NULL AND NOT p.call_for_quote ORDER BY v.id LIMIT 1`,
    );
    const [dummy] = await query<{ id: number }>(
      "SELECT id FROM gateways WHERE type = 'dummy' LIMIT 1",
    );
    if (!stocked || !dummy)
      throw new Error('the demo data has no stocked variant or dummy gateway');
    await query('UPDATE variants SET stock = $1 WHERE id = $2', [units, stocked.id]);
    return { variant: stocked, gateway: dummy };
  });
  const urls = setup.shops.map((shop) => shop.url);

  const carts = await Promise.all(
    Array.from({ length: shoppers }, (_, i) => prepareCart(urls[i % urls.length]!, variant.id, i)),
  );
  // With two processes each shopper pays on the other one than the cart was filled on.
  carts.forEach((cart, i) => cart.client.moveTo(urls[(i + 1) % urls.length]!));
  const started = performance.now();
  const outcomes = await Promise.all(carts.map((cart) => pay(cart, gateway.id)));
  const elapsed = performance.now() - started;
  const paid = outcomes.filter((outcome) => outcome.paid);

  let cartsKept = 0;
  for (const loser of outcomes.filter((outcome) => !outcome.paid)) {
    let kept = true;
    for (const url of urls) {
      loser.client.moveTo(url);
      const response = await loser.client.get('/actions/commerce/cart/get-cart');
      const body = (await response.json()) as {
        cart?: { number?: string; isCompleted?: boolean; lineItems?: unknown[] };
      };
      kept &&=
        body.cart?.number === loser.cartNumber &&
        !body.cart.isCompleted &&
        Boolean(body.cart.lineItems?.length);
    }
    if (kept) cartsKept += 1;
  }
  await setup.stop();

  const { stock, completedOrders, unitsSold, doubles } = await setup.after(async (query) => {
    const [row] = await query<{ stock: number }>('SELECT stock FROM variants WHERE id = $1', [
      variant.id,
    ]);
    const [completed] = await query<{ orders: string; units: string }>(
      `SELECT count(DISTINCT o.id) AS orders, coalesce(sum(li.qty), 0) AS units
         FROM orders o JOIN line_items li ON li.order_id = o.id
        WHERE o.is_completed AND li.purchasable_id = $1`,
      [variant.id],
    );
    const twice = await query<{ order_id: number }>(
      `SELECT order_id FROM transactions WHERE status = 'success' AND type IN ('purchase', 'authorize')
        GROUP BY order_id HAVING count(*) > 1`,
    );
    return {
      stock: row?.stock,
      completedOrders: Number(completed?.orders ?? 0),
      unitsSold: Number(completed?.units ?? 0),
      doubles: twice.length,
    };
  });

  process.stdout.write(
    [
      `bench:checkout — ${shoppers} shoppers, ${units} units, ${setup.label}`,
      `  paid responses:        ${paid.length}`,
      `  completed orders (DB): ${completedOrders} (${unitsSold} units)`,
      `  final stock:           ${stock}`,
      `  orders paid twice:     ${doubles}`,
      `  losers keeping carts:  ${cartsKept} of ${shoppers - paid.length}`,
      `  messages to losers:    ${[...new Set(outcomes.filter((o) => !o.paid).map((o) => `${o.status} ${o.message}`))].join(' | ')}`,
      `  all payments took:     ${elapsed.toFixed(0)} ms`,
      '',
    ].join('\n'),
  );
  failures = [
    ...(paid.length === units ? [] : [`${paid.length} paid, expected ${units}`]),
    ...(completedOrders === units && unitsSold === units
      ? []
      : [`${completedOrders} completed orders of ${unitsSold} units, expected ${units}`]),
    ...(stock === 0 ? [] : [`stock ended at ${stock}, expected 0`]),
    ...(doubles === 0 ? [] : [`${doubles} orders paid twice`]),
    ...(cartsKept === shoppers - paid.length ? [] : ['some losers lost their carts']),
  ];
} finally {
  await setup.stop();
  await setup.cleanup();
}
if (failures.length) {
  process.stderr.write(`FAILED: ${failures.join('; ')}\n`);
  process.exit(1);
}
process.stdout.write('PASSED\n');
