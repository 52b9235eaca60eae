// `npm run bench:fault`: faults in the middle of a burst of checkouts on PostgreSQL, then checks that
// nothing a shopper was told is lost, nothing is half-written and every order confirmation arrives once.
// 1. SMTP outage: the shop's SMTP server (a local sink, bench/support/smtp-sink.ts) refuses connections,
//    then answers 421 / 554 / hangs up, during --outage-shoppers checkouts; then it comes back.
// 2. kill -9 of the server while payments are in flight (SMTP up), and a restart.
// Flags: --shoppers <n> (40) --kill-after <paid> (a quarter of the shoppers): the kill comes right after
// that many shoppers were told their payment succeeded, so the rest are in flight. --outage-shoppers
// <n> (50). --port <n> (4640) for the shop, --smtp-port <n> (2525) for the sink.
import { parseArgs } from 'node:util';
import { type CheckoutOutcome, pay, prepareCart } from './support/checkout-journey.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/postgres.ts';
import { startShop } from './support/shop-process.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';

const { values: flags } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '40' },
    'kill-after': { type: 'string' },
    'outage-shoppers': { type: 'string', default: '50' },
    port: { type: 'string', default: '4640' },
    'smtp-port': { type: 'string', default: '2525' },
  },
});
const shoppers = Number(flags.shoppers);
const outageShoppers = Number(flags['outage-shoppers']);
const killAfterPaid = Number(flags['kill-after'] ?? Math.max(1, Math.floor(shoppers / 4)));
const INITIAL_STOCK = 1_000;
const PORT = Number(flags.port);
const SHOP_NAME = 'Hartwell Works';
// The mail queue's lease (DEFAULT_MAIL_RETRY) plus backoff: a mail held by the killed process comes back.
const MAIL_DEADLINE_MS = 200_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const write = (lines: string[]) => process.stdout.write(`${lines.join('\n')}\n`);

const database = await createScratchDatabase('bench_fault');
const sink = await startSmtpSink(Number(flags['smtp-port']), 'refuse');
const failures: string[] = [];

/** Waits until every completed order's confirmation arrived (or the deadline), then counts per order. */
async function confirmations(db: ScratchDatabase, smtp: SmtpSink, numbers: readonly string[]) {
  const rows = await db.query<{ number: string; reference: string }>(
    'SELECT number, reference FROM orders WHERE is_completed AND number = ANY($1)',
    [numbers],
  );
  const subjects = new Map(rows.map((row) => [`Your ${SHOP_NAME} order ${row.reference}`, 0]));
  const started = performance.now();
  const count = () => {
    for (const subject of subjects.keys()) subjects.set(subject, 0);
    for (const mail of smtp.received) {
      const seen = subjects.get(mail.subject);
      if (seen !== undefined) subjects.set(mail.subject, seen + 1);
    }
    return [...subjects.values()];
  };
  while (count().some((n) => n === 0) && performance.now() - started < MAIL_DEADLINE_MS) {
    await sleep(250);
  }
  const allInMs = performance.now() - started;
  await sleep(3_000); // anything sent twice would arrive now
  const counts = count();
  return {
    orders: counts.length,
    once: counts.filter((n) => n === 1).length,
    missing: counts.filter((n) => n === 0).length,
    twice: counts.filter((n) => n > 1).length,
    allInMs,
  };
}

function checkMail(phase: string, mail: Awaited<ReturnType<typeof confirmations>>) {
  write([
    `  confirmations: ${mail.once} of ${mail.orders} orders exactly once, ${mail.missing} missing, ` +
      `${mail.twice} more than once (all in ${(mail.allInMs / 1000).toFixed(1)} s)`,
  ]);
  if (mail.missing) failures.push(`${phase}: ${mail.missing} confirmations lost`);
  if (mail.twice) failures.push(`${phase}: ${mail.twice} confirmations sent twice`);
}

try {
  const smtpEnv = { SMTP_URL: sink.url, SHOP_NAME };
  let shop = await startShop({ port: PORT, databaseUrl: database.url, env: smtpEnv });
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

  // 1. SMTP outage: refused for the first half of the payments, unwell for the second, then back.
  const outageCarts = await Promise.all(
    Array.from({ length: outageShoppers }, (_, i) => prepareCart(shop.url, variant.id, 1000 + i)),
  );
  let answered = 0;
  const outageOutcomes = await Promise.all(
    outageCarts.map((cart) =>
      pay(cart, gateway.id).then(async (outcome) => {
        if (++answered === Math.ceil(outageShoppers / 2)) await sink.setMode('failing');
        return outcome;
      }),
    ),
  );
  await sleep(2_000); // the worker's retries meet the unwell server
  await sink.setMode('up');
  const outagePaid = outageOutcomes.filter((o) => o.paid).map((o) => o.cartNumber);
  const [attempts] = await database.query<{ failed: string; mails: string }>(
    "SELECT count(*) FILTER (WHERE last_error IS NOT NULL OR status <> 'sent') AS failed, count(*) AS mails FROM mail_outbox",
  );
  write([
    `bench:fault — 1. SMTP down during ${outageShoppers} checkouts, then up`,
    `  paid: ${outagePaid.length}, refused: ${outageShoppers - outagePaid.length}; ` +
      `mails not delivered at first: ${attempts?.failed ?? '?'} of ${attempts?.mails ?? '?'}; ` +
      `connections turned away by the unwell sink: ${sink.refusals()}`,
  ]);
  if (outagePaid.length !== outageShoppers) failures.push('outage: a checkout was refused');
  checkMail('outage', await confirmations(database, sink, outagePaid));

  // 2. kill -9 while payments are in flight: every shopper pays; the server dies meanwhile.
  const carts = await Promise.all(
    Array.from({ length: shoppers }, (_, i) => prepareCart(shop.url, variant.id, i)),
  );
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

  shop = await startShop({ port: PORT, databaseUrl: database.url, env: smtpEnv });
  write([
    `bench:fault — 2. ${shoppers} checkouts, kill -9 after ${killAfterPaid} were paid, restart in ` +
      `${shop.startupMs.toFixed(0)} ms`,
    `  told paid: ${toldPaid.length}, cut off: ${cutOff}, ` +
      `refused: ${shoppers - toldPaid.length - cutOff}`,
  ]);

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

  write([
    `  completed orders in the database: ${completed.length}`,
    `  told paid but not completed (lost): ${lost.length}`,
    `  completed but half-written: ${halfWritten.length}`,
    `  successful payments on unfinished orders: ${orphans?.count ?? 0}`,
    `  stock ${stock?.stock}, expected ${expectedStock} from completed orders`,
    `  checkout after restart: ${after.paid ? 'paid' : `failed (${after.status} ${after.message})`}`,
  ]);
  // Every completed order of the run, the ones committed just before the kill included.
  checkMail('kill -9', await confirmations(database, sink, [...completedNumbers]));
  await shop.stop();
  if (lost.length) failures.push(`${lost.length} orders lost`);
  if (halfWritten.length) failures.push(`${halfWritten.length} half-written orders`);
  if (Number(orphans?.count ?? 0)) failures.push('payments recorded on unfinished orders');
  if (stock?.stock !== expectedStock) failures.push('stock does not match completed orders');
  if (!after.paid) failures.push('the restarted shop refused a checkout');
} finally {
  await sink.close();
  await database.drop();
}
if (failures.length) {
  process.stderr.write(`FAILED: ${failures.join('; ')}\n`);
  process.exit(1);
}
process.stdout.write('PASSED\n');
