// `npm run bench:api`: the shopper operations under load, on real PostgreSQL (and PGlite for
// reference), beside a one-SELECT Fastify floor and, when installed, the Vendure peer (bench/peers).
// Flags: --duration <s> (15) --connections <n> (32) --no-pglite --no-peer
import { parseArgs } from 'node:util';
import { measureFloor } from './support/floor.ts';
import { formatLoadTable, type LoadResult, type LoadShape, runLoad } from './support/load.ts';
import { createScratchDatabase } from './support/postgres.ts';
import { startShop, type ShopProcess } from './support/shop-process.ts';
import { ShopClient, type ShopSession } from './support/shop-session.ts';
import { measureVendure, vendureInstallProblem } from './peers/vendure/measure.ts';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '32' },
    'no-pglite': { type: 'boolean', default: false },
    'no-peer': { type: 'boolean', default: false },
  },
});
const shape: LoadShape = {
  connections: Number(flags.connections),
  durationSeconds: Number(flags.duration),
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ShopFigures {
  readonly results: LoadResult[];
}

/** The product page's data call, and a purchasable that never runs out during the run. */
async function catalogTarget(baseUrl: string): Promise<{ slug: string; purchasableId: number }> {
  const response = await fetch(`${baseUrl}/api/v1/products?page=1`);
  const body = (await response.json()) as {
    data: { slug: string; defaultVariantId: number; callForQuote: boolean }[];
  };
  const product = body.data.find((candidate) => !candidate.callForQuote);
  if (!product) throw new Error('the demo catalog has no product that can be added to a cart');
  return { slug: product.slug, purchasableId: product.defaultVariantId };
}

/** Shoppers with a cart of one line, as the peer's sessions have (its token comes with an order). */
async function openSessions(
  baseUrl: string,
  count: number,
  purchasableId: number,
): Promise<ShopSession[]> {
  const sessions: ShopSession[] = [];
  for (let i = 0; i < count; i += 1) {
    const shopper = new ShopClient(baseUrl);
    await shopper.start();
    const added = await shopper.post('/actions/commerce/cart/update-cart', {
      purchasableId,
      qty: 1,
    });
    if (!added.ok) throw new Error(`could not fill a cart: ${added.status}`);
    sessions.push(shopper.session());
  }
  return sessions;
}

async function measureShop(shop: ShopProcess): Promise<ShopFigures> {
  const { slug, purchasableId } = await catalogTarget(shop.url);
  const sessions = await openSessions(shop.url, shape.connections, purchasableId);
  const cookieOf = (i: number) => ({ cookie: sessions[i % sessions.length]?.cookie ?? '' });
  const results: LoadResult[] = [];
  results.push(
    await runLoad({ name: 'product list', url: `${shop.url}/api/v1/products?page=1` }, shape),
  );
  results.push(
    await runLoad({ name: 'product page data', url: `${shop.url}/api/v1/products/${slug}` }, shape),
  );
  results.push(
    await runLoad(
      {
        name: 'get-cart',
        url: `${shop.url}/actions/commerce/cart/get-cart`,
        headersFor: (i) => ({ ...cookieOf(i), 'x-requested-with': 'XMLHttpRequest' }),
      },
      shape,
    ),
  );
  results.push(
    await runLoad(
      {
        name: 'update-cart (add line)',
        url: `${shop.url}/actions/commerce/cart/update-cart`,
        method: 'POST',
        body: JSON.stringify({ purchasableId, qty: 1 }),
        headersFor: (i) => ({
          ...cookieOf(i),
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          'x-csrf-token': sessions[i % sessions.length]?.csrf ?? '',
        }),
      },
      shape,
    ),
  );
  results.push(
    await runLoad(
      {
        name: 'session-info',
        url: `${shop.url}/actions/users/session-info`,
        headersFor: (i) => ({ ...cookieOf(i), 'x-requested-with': 'XMLHttpRequest' }),
      },
      shape,
    ),
  );
  return { results };
}

const mib = (value: number) => `${value.toFixed(0)} MiB`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

async function main() {
  process.stdout.write(
    `bench:api — ${shape.connections} connections, ${shape.durationSeconds} s per operation, ` +
      `each connection its own session\n\n`,
  );

  // PostgreSQL: a fresh database, migrated and seeded by a first start; the measured start is the second.
  const database = await createScratchDatabase('bench_api');
  let shop: ShopProcess | undefined;
  try {
    const first = await startShop({ port: 4610, databaseUrl: database.url });
    await first.stop();
    await database.query('UPDATE variants SET stock = 1000000000 WHERE stock IS NOT NULL');
    shop = await startShop({ port: 4610, databaseUrl: database.url });
    await sleep(2000);
    const idleRss = shop.rssMiB();
    process.stdout.write(
      `PostgreSQL: cold start ${shop.startupMs.toFixed(0)} ms (target < 1000 ms: ` +
        `${verdict(shop.startupMs < 1000)}), idle RSS ${mib(idleRss)} ` +
        `(target < 150 MiB: ${verdict(idleRss < 150)})\n\n`,
    );
    const ours = await measureShop(shop);
    await shop.stop();
    shop = undefined;
    const floor = await measureFloor(database, 4611, shape);
    process.stdout.write(`${formatLoadTable([...ours.results, floor])}\n\n`);
    const getCart = ours.results.find((row) => row.name === 'get-cart');
    if (getCart) {
      const share = getCart.requestsPerSecond / floor.requestsPerSecond;
      process.stdout.write(
        `get-cart / floor = ${share.toFixed(2)} (target >= 0.33: ${verdict(share >= 1 / 3)})\n\n`,
      );
    }

    if (!flags['no-pglite']) {
      const embedded = await startShop({ port: 4612 });
      process.stdout.write(
        `PGlite (reference): cold start incl. migrate+seed ${embedded.startupMs.toFixed(0)} ms\n`,
      );
      const pglite = await measureShop(embedded);
      await embedded.stop();
      process.stdout.write(`${formatLoadTable(pglite.results)}\n\n`);
    }

    if (!flags['no-peer']) {
      const problem = vendureInstallProblem();
      if (problem) {
        process.stdout.write(`Peer (Vendure): not measured — ${problem}\n`);
      } else {
        const peer = await measureVendure(shape);
        process.stdout.write(`Peer (Vendure Shop API)\n${formatLoadTable(peer)}\n\n`);
        const pairs: [string, string][] = [
          ['product list', 'product list'],
          ['product page data', 'product by slug'],
          ['update-cart (add line)', 'addItemToOrder'],
          ['get-cart', 'activeOrder'],
        ];
        for (const [mine, theirs] of pairs) {
          const a = ours.results.find((row) => row.name === mine);
          const b = peer.find((row) => row.name === theirs);
          if (!a || !b) continue;
          const ratio = a.requestsPerSecond / b.requestsPerSecond;
          process.stdout.write(
            `${mine} vs ${theirs}: ${ratio.toFixed(1)}x throughput (target >= 10x: ` +
              `${verdict(ratio >= 10)}), p99 ${a.p99Ms.toFixed(1)} vs ${b.p99Ms.toFixed(1)} ms ` +
              `(${verdict(a.p99Ms < b.p99Ms)})\n`,
          );
        }
      }
    }
  } finally {
    await shop?.stop();
    await database.drop();
  }
}

await main();
