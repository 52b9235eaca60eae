// `npm run bench:ssr`: CPU per server render of the browsing pages, with React's production build.
// The shop (PGlite, the built storefront in ./dist: `npm run build` first) renders each page once;
// the answers each render read (embedded in the page) are kept, the shop stops, and this process then
// renders each page again and again from those answers (dist/ssr/render-page.js, a fetch answering
// from memory): the render's own CPU (services, decoding, React, styles), not the database's.
// Then, on PostgreSQL, the throughput of a cached product page (the HTML cache answering, brotli, as
// a browser asks) beside the one-SELECT floor, in the same run.
// Flags: --renders <n> (200) --port <n> (4390) --duration <s> (10) --connections <n> (32) --no-cache-load
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { measureFloor } from './support/floor.ts';
import { formatLoadTable, type LoadShape, runLoad } from './support/load.ts';
import { createScratchDatabase } from './support/postgres.ts';
import { startShop } from './support/shop-process.ts';

// Read by React's packages when they load: the production build, as a production server renders.
process.env.NODE_ENV = 'production';

const { values: flags } = parseArgs({
  options: {
    renders: { type: 'string', default: '200' },
    port: { type: 'string', default: '4390' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    'no-cache-load': { type: 'boolean', default: false },
  },
});
const RENDERS = Number(flags.renders);
const RENDER_MODULE = fileURLToPath(new URL('../dist/ssr/render-page.js', import.meta.url));
const PAGES = [
  '/',
  '/products',
  '/products/cordless-drill-driver-18v',
  '/about',
  '/search?q=drill',
];
/** The target for an uncached product page on this machine. */
const PRODUCT_TARGET_MS = 5;
const API_ORIGIN = 'http://bench.render';
const EMBEDDED = /<script type="application\/json" id="embedded-answers">([\s\S]*?)<\/script>/;

interface RenderModule {
  renderPage(request: {
    url: string;
    apiBaseUrl: string;
    fetch: typeof fetch;
    shopName: string;
    publicUrl: string;
  }): Promise<{ html: string | null }>;
}

/** Each page's embedded answers, as the shop's own render read them. */
async function recordAnswers(): Promise<Map<string, Record<string, unknown>>> {
  const shop = await startShop({ port: Number(flags.port) });
  try {
    const answers = new Map<string, Record<string, unknown>>();
    for (const page of PAGES) {
      const html = await (await fetch(`${shop.url}${page}`)).text();
      const json = EMBEDDED.exec(html)?.[1];
      if (json === undefined) throw new Error(`${page} carries no embedded answers`);
      answers.set(page, JSON.parse(json) as Record<string, unknown>);
    }
    return answers;
  } finally {
    await shop.stop();
  }
}

/** A fetch answering the render's reads from memory; anything else is a 404. */
const fetchFrom =
  (answers: Record<string, unknown>): typeof fetch =>
  (input) => {
    const url = String(input instanceof Request ? input.url : input).slice(API_ORIGIN.length + 1);
    const body = answers[url];
    return Promise.resolve(
      body === undefined
        ? new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } })
        : Response.json(body),
    );
  };

async function measure(module: RenderModule, page: string, answers: Record<string, unknown>) {
  const request = {
    url: page,
    apiBaseUrl: API_ORIGIN,
    fetch: fetchFrom(answers),
    shopName: 'Hartwell Works',
    publicUrl: 'https://shop.example',
  };
  const first = await module.renderPage(request);
  if (first.html === null) throw new Error(`${page} was not rendered`);
  for (let i = 0; i < 20; i += 1) await module.renderPage(request);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < RENDERS; i += 1) await module.renderPage(request);
  const used = process.cpuUsage(cpu);
  return {
    cpuMs: (used.user + used.system) / 1000 / RENDERS,
    wallMs: (performance.now() - started) / RENDERS,
    htmlKiB: first.html.length / 1024,
  };
}

if (!existsSync(RENDER_MODULE)) {
  process.stderr.write('No dist/ssr/render-page.js: run `npm run build` first.\n');
  process.exit(1);
}
process.stdout.write(`Recording the answers of ${PAGES.length} pages from the demo shop…\n`);
const recorded = await recordAnswers();
const module = (await import(pathToFileURL(RENDER_MODULE).href)) as RenderModule;
process.stdout.write(`\nServer render, ${RENDERS} renders a page, React production build\n`);
process.stdout.write('page                                   CPU ms/render  wall ms  HTML KiB\n');
for (const page of PAGES) {
  const { cpuMs, wallMs, htmlKiB } = await measure(module, page, recorded.get(page) ?? {});
  const target = page.startsWith('/products/')
    ? `  (target <= ${PRODUCT_TARGET_MS} ms: ${cpuMs <= PRODUCT_TARGET_MS ? 'met' : 'missed'})`
    : '';
  process.stdout.write(
    `${page.padEnd(38)} ${cpuMs.toFixed(2).padStart(13)} ${wallMs.toFixed(2).padStart(8)} ${htmlKiB.toFixed(1).padStart(9)}${target}\n`,
  );
}

/** A cached product page under load beside the floor, on one fresh PostgreSQL database. */
async function measureCachedPages(shape: LoadShape) {
  const database = await createScratchDatabase('bench_ssr');
  try {
    const shop = await startShop({ port: Number(flags.port) + 1, databaseUrl: database.url });
    const page = `${shop.url}${PAGES[2]}`;
    let cached;
    try {
      await fetch(page); // the miss that fills the cache
      cached = await runLoad(
        {
          name: 'cached product page (br)',
          url: page,
          headersFor: () => ({ accept: 'text/html', 'accept-encoding': 'br' }),
        },
        shape,
      );
    } finally {
      await shop.stop();
    }
    const floor = await measureFloor(database, Number(flags.port) + 2, shape);
    process.stdout.write(`\n${formatLoadTable([cached, floor])}\n`);
    const share = cached.requestsPerSecond / floor.requestsPerSecond;
    process.stdout.write(
      `cached page / floor = ${share.toFixed(2)} (target >= 0.5: ${share >= 0.5 ? 'met' : 'NOT met'})\n`,
    );
  } finally {
    await database.drop();
  }
}

if (!flags['no-cache-load']) {
  process.stdout.write(
    `\nCached HTML on PostgreSQL, ${flags.connections} connections, ${flags.duration} s each\n`,
  );
  await measureCachedPages({
    connections: Number(flags.connections),
    durationSeconds: Number(flags.duration),
  });
}
