// `npm run bench:checkout`: N shoppers pay at the same moment for the last M units of one product, on
// real PostgreSQL, through HTTP. Passes only when exactly M orders complete, stock ends at 0 (never
// below), no order is paid twice and every shopper who lost the race still has the cart with its line.
// Flags: --shoppers <n> (50) --units <m> (10)
import { parseArgs } from 'node:util';
import { pay, prepareCart } from './support/checkout-journey.ts';
import { createScratchDatabase } from './support/postgres.ts';
import { startShop } from './support/shop-process.ts';

const { values: flags } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '50' },
    units: { type: 'string', default: '10' },
  },
});
const shoppers = Number(flags.shoppers);
const units = Number(flags.units);

const database = await createScratchDatabase('bench_checkout');
const shop = await startShop({ port: 4630, databaseUrl: database.url });
let failures: readonly string[];
try {
  const [variant] = await database.query<{ id: number }>(
    `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
      WHERE v.stock IS NOT NULL AND NOT p.call_for_quote ORDER BY v.id LIMIT 1`,
  );
  const [gateway] = await database.query<{ id: number }>(
    "SELECT id FROM gateways WHERE type = 'dummy' LIMIT 1",
  );
  if (!variant || !gateway)
    throw new Error('the demo data has no stocked variant or dummy gateway');
  await database.query('UPDATE variants SET stock = $1 WHERE id = $2', [units, variant.id]);

  const carts = await Promise.all(
    Array.from({ length: shoppers }, (_, i) => prepareCart(shop.url, variant.id, i)),
  );
  const started = performance.now();
  const outcomes = await Promise.all(carts.map((cart) => pay(cart, gateway.id)));
  const elapsed = performance.now() - started;

  const paid = outcomes.filter((outcome) => outcome.paid);
  const [stock] = await database.query<{ stock: number }>(
    'SELECT stock FROM variants WHERE id = $1',
    [variant.id],
  );
  const [completed] = await database.query<{ count: string }>(
    `SELECT count(DISTINCT o.id) AS count FROM orders o JOIN line_items li ON li.order_id = o.id
      WHERE o.is_completed AND li.purchasable_id = $1`,
    [variant.id],
  );
  const doubles = await database.query<{ order_id: number }>(
    `SELECT order_id FROM transactions WHERE status = 'success' AND type IN ('purchase', 'authorize')
      GROUP BY order_id HAVING count(*) > 1`,
  );
  let cartsKept = 0;
  for (const loser of outcomes.filter((outcome) => !outcome.paid)) {
    const response = await loser.client.get('/actions/commerce/cart/get-cart');
    const body = (await response.json()) as {
      cart?: { number?: string; isCompleted?: boolean; lineItems?: unknown[] };
    };
    if (
      body.cart?.number === loser.cartNumber &&
      !body.cart.isCompleted &&
      body.cart.lineItems?.length
    ) {
      cartsKept += 1;
    }
  }

  const completedOrders = Number(completed?.count ?? 0);
  process.stdout.write(
    [
      `bench:checkout — ${shoppers} shoppers, ${units} units, PostgreSQL`,
      `  paid responses:        ${paid.length}`,
      `  completed orders (DB): ${completedOrders}`,
      `  final stock:           ${stock?.stock}`,
      `  orders paid twice:     ${doubles.length}`,
      `  losers keeping carts:  ${cartsKept} of ${shoppers - paid.length}`,
      `  messages to losers:    ${[...new Set(outcomes.filter((o) => !o.paid).map((o) => `${o.status} ${o.message}`))].join(' | ')}`,
      `  all payments took:     ${elapsed.toFixed(0)} ms`,
      '',
    ].join('\n'),
  );
  failures = [
    ...(paid.length === units ? [] : [`${paid.length} paid, expected ${units}`]),
    ...(completedOrders === units
      ? []
      : [`${completedOrders} completed orders, expected ${units}`]),
    ...(stock?.stock === 0 ? [] : [`stock ended at ${stock?.stock}, expected 0`]),
    ...(doubles.length === 0 ? [] : [`${doubles.length} orders paid twice`]),
    ...(cartsKept === shoppers - paid.length ? [] : ['some losers lost their carts']),
  ];
} finally {
  await shop.stop();
  await database.drop();
}
if (failures.length) {
  process.stderr.write(`FAILED: ${failures.join('; ')}\n`);
  process.exit(1);
}
process.stdout.write('PASSED\n');
