// `npm run bench:fault`: kill -9 the server in the middle of a burst of checkouts on PostgreSQL,
// restart it, and check that nothing a shopper was told is lost and nothing is half-written.
// Flags: --shoppers <n> (40) --kill-after <paid> (a quarter of the shoppers): the kill comes right after
// that many shoppers were told their payment succeeded, so the rest are in flight.
import { parseArgs } from 'node:util';
import { type CheckoutOutcome, pay, prepareCart } from './support/checkout-journey.ts';
import { createScratchDatabase } from './support/postgres.ts';
import { startShop } from './support/shop-process.ts';

const { values: flags } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '40' },
    'kill-after': { type: 'string' },
  },
});
const shoppers = Number(flags.shoppers);
const killAfterPaid = Number(flags['kill-after'] ?? Math.max(1, Math.floor(shoppers / 4)));
const INITIAL_STOCK = 1_000;
const PORT = 4640;

const database = await createScratchDatabase('bench_fault');
const failures: string[] = [];
try {
  let shop = await startShop({ port: PORT, databaseUrl: database.url });
  const [variant] = await database.query<{ id: number }>(
    `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
      WHERE v.stock IS NOT NULL AND NOT p.call_for_quote ORDER BY v.id LIMIT 1`,
  );
  const [gateway] = await database.query<{ id: number }>(
    "SELECT id FROM gateways WHERE type = 'dummy' LIMIT 1",
  );
  if (!variant || !gateway)
    throw new Error('the demo data has no stocked variant or dummy gateway');
  await database.query('UPDATE variants SET stock = $1 WHERE id = $2', [INITIAL_STOCK, variant.id]);

  const carts = await Promise.all(
    Array.from({ length: shoppers }, (_, i) => prepareCart(shop.url, variant.id, i)),
  );

  // The burst: every shopper pays; the server dies while payments are in flight.
  let paidSoFar = 0;
  let killNow: () => void = () => undefined;
  const killSignal = new Promise<void>((resolve) => {
    killNow = resolve;
  });
  const settled = carts.map((cart) =>
    pay(cart, gateway.id).then(
      (outcome): CheckoutOutcome | undefined => {
        if (outcome.paid && ++paidSoFar >= killAfterPaid) killNow();
        return outcome;
      },
      () => undefined,
    ),
  );
  await Promise.race([killSignal, Promise.all(settled)]);
  await shop.kill9();
  const outcomes = await Promise.all(settled);
  const toldPaid = outcomes
    .filter((outcome) => outcome?.paid)
    .map((outcome) => outcome!.cartNumber);
  const cutOff = outcomes.filter((outcome) => outcome === undefined).length;

  shop = await startShop({ port: PORT, databaseUrl: database.url });
  process.stdout.write(
    `bench:fault — ${shoppers} checkouts, kill -9 after ${killAfterPaid} were paid, restart in ` +
      `${shop.startupMs.toFixed(0)} ms\n  told paid: ${toldPaid.length}, cut off: ${cutOff}, ` +
      `refused: ${shoppers - toldPaid.length - cutOff}\n`,
  );

  const completed = await database.query<{
    number: string;
    reference: string | null;
    date_ordered: Date | null;
    paid_status: string;
    lines: string;
    successes: string;
  }>(
    `SELECT o.number, o.reference, o.date_ordered, o.paid_status,
            (SELECT count(*) FROM line_items li WHERE li.order_id = o.id) AS lines,
            (SELECT count(*) FROM transactions t WHERE t.order_id = o.id AND t.status = 'success') AS successes
       FROM orders o WHERE o.is_completed`,
  );
  const completedNumbers = new Set(completed.map((order) => order.number));
  const lost = toldPaid.filter((number) => !completedNumbers.has(number));
  const halfWritten = completed.filter(
    (order) =>
      order.reference === null ||
      order.date_ordered === null ||
      order.paid_status !== 'paid' ||
      Number(order.lines) === 0 ||
      Number(order.successes) !== 1,
  );
  const [orphans] = await database.query<{ count: string }>(
    `SELECT count(*) AS count FROM transactions t JOIN orders o ON o.id = t.order_id
      WHERE t.status = 'success' AND NOT o.is_completed`,
  );
  const [sold] = await database.query<{ qty: string | null }>(
    `SELECT sum(li.qty) AS qty FROM line_items li JOIN orders o ON o.id = li.order_id
      WHERE o.is_completed AND li.purchasable_id = $1`,
    [variant.id],
  );
  const [stock] = await database.query<{ stock: number }>(
    'SELECT stock FROM variants WHERE id = $1',
    [variant.id],
  );
  const expectedStock = INITIAL_STOCK - Number(sold?.qty ?? 0);

  // The restarted shop takes the next order.
  const after = await pay(await prepareCart(shop.url, variant.id, shoppers + 1), gateway.id);
  await shop.stop();

  process.stdout.write(
    [
      `  completed orders in the database: ${completed.length}`,
      `  told paid but not completed (lost): ${lost.length}`,
      `  completed but half-written: ${halfWritten.length}`,
      `  successful payments on unfinished orders: ${orphans?.count ?? 0}`,
      `  stock ${stock?.stock}, expected ${expectedStock} from completed orders`,
      `  checkout after restart: ${after.paid ? 'paid' : `failed (${after.status} ${after.message})`}`,
      '',
    ].join('\n'),
  );
  if (lost.length) failures.push(`${lost.length} orders lost`);
  if (halfWritten.length) failures.push(`${halfWritten.length} half-written orders`);
  if (Number(orphans?.count ?? 0)) failures.push('payments recorded on unfinished orders');
  if (stock?.stock !== expectedStock) failures.push('stock does not match completed orders');
  if (!after.paid) failures.push('the restarted shop refused a checkout');
} finally {
  await database.drop();
}
if (failures.length) {
  process.stderr.write(`FAILED: ${failures.join('; ')}\n`);
  process.exit(1);
}
process.stdout.write('PASSED\n');
