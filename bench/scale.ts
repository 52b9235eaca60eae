// `npm run bench:scale`: a catalog of 100,000 generated products on real PostgreSQL, then the p99 of
// listing pages, category filters, sorts, search and search suggestions through HTTP.
// Flags: --products <n> (100000) --requests <n> (400 per query shape) --concurrency <n> (8)
// --keep (leave the generated database for EXPLAIN)
//
// The catalog is generated with set-based SQL (generate_series) into the server's own tables after the
// server has migrated and seeded the database: products, one variant each, and their search documents,
// spread over the demo categories. That is the data the server's own importer writes, minus images.
import { parseArgs } from 'node:util';
import { createScratchDatabase } from './support/postgres.ts';
import { startShop } from './support/shop-process.ts';

const { values: flags } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '8' },
    keep: { type: 'boolean', default: false },
  },
});
const productCount = Number(flags.products);
const requestsPerShape = Number(flags.requests);
const concurrency = Number(flags.concurrency);

// Varied titles, as a real catalog has: 30 x 10 x 30 word combinations, so one word matches a few
// thousand products, not a tenth of the catalog.
const ADJECTIVES = [
  'Cordless',
  'Heavy-Duty',
  'Compact',
  'Precision',
  'Industrial',
  'Galvanised',
  'Stainless',
  'Magnetic',
  'Adjustable',
  'Ratchet',
  'Folding',
  'Insulated',
  'Reinforced',
  'Portable',
  'Quick-Release',
  'Low-Profile',
  'Extra-Long',
  'Swivel',
  'Locking',
  'Tapered',
  'Knurled',
  'Sealed',
  'Ventilated',
  'Anti-Slip',
  'Double-Ended',
  'Offset',
  'Telescopic',
  'Modular',
  'Weatherproof',
  'Ergonomic',
];
const MATERIALS = [
  'Steel',
  'Aluminium',
  'Brass',
  'Nylon',
  'Carbide',
  'Chrome',
  'Titanium',
  'Rubber',
  'Oak',
  'Copper',
];
const NOUNS = [
  'Drill',
  'Clamp',
  'Wrench',
  'Hoist',
  'Bolt',
  'Saw',
  'Grinder',
  'Bench',
  'Strap',
  'Gauge',
  'Hammer',
  'Chisel',
  'Vice',
  'Ladder',
  'Trolley',
  'Shackle',
  'Pulley',
  'Spanner',
  'Socket',
  'Rivet',
  'Hinge',
  'Bracket',
  'Anchor',
  'Washer',
  'Caliper',
  'Level',
  'Sander',
  'Router',
  'Jack',
  'Winch',
];

async function generateCatalog(database: Awaited<ReturnType<typeof createScratchDatabase>>) {
  const started = performance.now();
  await database.query(
    `WITH cats AS (SELECT array_agg(id ORDER BY id) AS ids FROM categories),
          words AS (SELECT $2::text[] AS adjectives, $3::text[] AS materials, $4::text[] AS nouns)
     INSERT INTO products (title, slug, category_id, description_html, sort_order)
     SELECT words.adjectives[1 + n % 30] || ' ' || words.materials[1 + (n / 30) % 10] || ' '
              || words.nouns[1 + (n / 300) % 30] || ' ' || n,
            'generated/item-' || n,
            cats.ids[1 + n % array_length(cats.ids, 1)],
            '<p>Generated product number ' || n || ' for the scale benchmark.</p>',
            n
       FROM generate_series(1, $1::int) AS n, cats, words`,
    [productCount, ADJECTIVES, MATERIALS, NOUNS],
  );
  await database.query(
    `INSERT INTO variants (product_id, sku, title, price_minor, stock, is_default)
     SELECT p.id, 'GEN-' || p.id, 'Default', 500 + (p.id * 37) % 50000, 100, true
       FROM products p WHERE p.slug LIKE 'generated/%'`,
  );
  await database.query(
    `INSERT INTO search_documents (element_type, element_id, uri, title, body)
     SELECT 'product', p.id, 'products/' || p.slug, p.title, 'Generated product number ' || p.sort_order
       FROM products p WHERE p.slug LIKE 'generated/%'`,
  );
  // VACUUM as well: the listing-price trigger rewrote every product row once, and a server whose
  // autovacuum is off (as on the benchmark machine) would otherwise leave the visibility map empty,
  // so every index-only read of a page would fetch heap rows that no settled catalog would.
  await database.query('VACUUM ANALYZE');
  return performance.now() - started;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(url: string, paths: readonly string[], requests = requestsPerShape) {
  const durations: number[] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const path = paths[next % paths.length] ?? '';
      next += 1;
      const started = performance.now();
      const response = await fetch(`${url}${path}`, { headers: { accept: 'application/json' } });
      await response.arrayBuffer();
      durations.push(performance.now() - started);
      if (!response.ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p99: percentile(durations, 99), failures };
}

const database = await createScratchDatabase('bench_scale');
try {
  const first = await startShop({ port: 4650, databaseUrl: database.url });
  await first.stop();
  const generateMs = await generateCatalog(database);
  const [{ count } = { count: '0' }] = await database.query<{ count: string }>(
    'SELECT count(*) AS count FROM products',
  );
  const categories = await database.query<{ slug: string }>('SELECT slug FROM categories');
  const shop = await startShop({ port: 4650, databaseUrl: database.url });
  // Shoppers page through the first pages; a deep page is measured on its own line.
  const pages = Array.from({ length: 100 }, (_, i) => `/api/v1/products?page=${1 + i}`);
  const shapes: [string, readonly string[], number][] = [
    ['listing page', pages, 50],
    [
      'listing, category filter',
      categories.map((c) => `/api/v1/products?category=${c.slug}&page=3`),
      50,
    ],
    ['listing, sort by price', pages.map((p) => `${p}&sort=price-asc`), 50],
    ['listing, page 1,000', ['/api/v1/products?page=1000'], 50],
    [
      'search',
      [
        'drill',
        'brass hinge',
        'galvanised bolt',
        'stainles wrench',
        'telescopic ladder',
        'caliper 4711',
      ].map((q) => `/api/v1/search?q=${encodeURIComponent(q)}`),
      100,
    ],
    [
      // The search overlay while a shopper types: half-typed and misspelt words.
      'search suggestions',
      ['dri', 'cordles d', 'galv', 'stainles wre', 'telescopic lad', 'brass h'].map(
        (q) => `/api/v1/search?q=${encodeURIComponent(q)}&mode=suggest`,
      ),
      100,
    ],
  ];
  process.stdout.write(
    `bench:scale — ${count} products (${productCount} generated in ${(generateMs / 1000).toFixed(1)} s), ` +
      `${requestsPerShape} requests per shape, ${concurrency} at a time\n\n`,
  );
  // A freshly started shop opens its database connections and compiles its hot paths on its first
  // requests (the first 400 listing requests measured p99 131 ms, the next runs 38-65): every shape
  // is requested once first, printed but held to no target, so the lines below are the steady state.
  const everyShape = shapes.flatMap(([, paths]) => paths);
  const cold = await measure(shop.url, everyShape, everyShape.length);
  process.stdout.write(
    `${'warm-up (each path once)'.padEnd(26)} p50 ${cold.p50.toFixed(1).padStart(7)} ms  p99 ${cold.p99.toFixed(1).padStart(7)} ms` +
      `  (${everyShape.length} requests right after start; no target)${cold.failures ? `  ${cold.failures} failed` : ''}\n`,
  );
  const failuresSeen: string[] = cold.failures ? ['warm-up'] : [];
  for (const [name, paths, targetMs] of shapes) {
    const figures = await measure(shop.url, paths);
    const met = figures.p99 < targetMs && figures.failures === 0;
    if (!met) failuresSeen.push(name);
    process.stdout.write(
      `${name.padEnd(26)} p50 ${figures.p50.toFixed(1).padStart(7)} ms  p99 ${figures.p99.toFixed(1).padStart(7)} ms` +
        `  (target p99 < ${targetMs} ms: ${met ? 'met' : 'NOT met'})${figures.failures ? `  ${figures.failures} failed` : ''}\n`,
    );
  }
  await shop.stop();
  if (failuresSeen.length) process.exitCode = 1;
} finally {
  if (flags.keep) process.stdout.write(`kept the database: ${database.url}\n`);
  else await database.drop();
}
