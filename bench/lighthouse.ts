// `npm run bench:lighthouse`: Lighthouse (Debian's Chromium) on the production build served as
// `npm start` serves it (PGlite in a scratch folder, NODE_ENV=staging: the demo shop), with the mobile and the
// desktop preset, on home, /products, a product page, a content page and /cart.
// Flags: --preset mobile|desktop|both (both)  --pages home,products,product,content,cart (all)
//        --static-dir <built storefront> (default: a fresh `vite build` into node_modules/.cache)
//        --runs <n> (1; the median run of n is reported)
// Writes reports/lighthouse/<preset>-<page>.html and reports/lighthouse/summary.json.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildStorefront } from './support/lighthouse-build.ts';
import {
  discoverPages,
  isPageName,
  PAGE_NAMES,
  type PageName,
} from './support/lighthouse-pages.ts';
import {
  formatFailingAudits,
  formatPresetTable,
  type PageOutcome,
  writeHtmlReport,
  writeSummary,
} from './support/lighthouse-report.ts';
import {
  auditOnce,
  type AuditRun,
  medianRun,
  type Preset,
  PRESETS,
} from './support/lighthouse-run.ts';
import { missedTargets } from './support/lighthouse-targets.ts';
import { startShop, type ShopProcess } from './support/shop-process.ts';

const REPORT_DIR = fileURLToPath(new URL('../reports/lighthouse/', import.meta.url));
const BUILD_PARENT = fileURLToPath(new URL('../node_modules/.cache/', import.meta.url));

const usage = (problem: string): never => {
  process.stderr.write(
    `${problem}\nusage: npm run bench:lighthouse -- [--preset mobile|desktop|both] ` +
      `[--pages ${PAGE_NAMES.join(',')}] [--static-dir <dir>] [--runs <n>]\n`,
  );
  process.exit(2);
};

const { values: flags } = parseArgs({
  options: {
    preset: { type: 'string', default: 'both' },
    pages: { type: 'string', default: PAGE_NAMES.join(',') },
    'static-dir': { type: 'string' },
    runs: { type: 'string', default: '1' },
  },
});

const presets: readonly Preset[] =
  flags.preset === 'both'
    ? PRESETS
    : flags.preset === 'mobile' || flags.preset === 'desktop'
      ? [flags.preset]
      : usage(`--preset must be mobile, desktop or both, not "${flags.preset}"`);
const requestedPages = flags.pages
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');
const unknownPages = requestedPages.filter((name) => !isPageName(name));
if (unknownPages.length > 0 || requestedPages.length === 0)
  usage(`--pages takes names from ${PAGE_NAMES.join(', ')}; unknown: ${unknownPages.join(', ')}`);
const pageNames = requestedPages.filter(isPageName) satisfies PageName[];
const runs = Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1) usage(`--runs must be a whole number >= 1`);
const givenStaticDir = flags['static-dir'] ? resolve(flags['static-dir']) : undefined;
if (givenStaticDir && !existsSync(join(givenStaticDir, 'index.html')))
  usage(`--static-dir ${givenStaticDir} holds no index.html: is it a storefront build?`);

/** A port nobody listens on right now, so the shop never collides with another bench or a dev server. */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  // Inside the repository: the build's server render imports React and its other packages from the
  // app's node_modules, which Node finds by walking up from the build (from a temp folder it would
  // find none, and every page would go out as the shell).
  mkdirSync(BUILD_PARENT, { recursive: true });
  const buildDir = mkdtempSync(join(BUILD_PARENT, 'lighthouse-build-'));
  let shop: ShopProcess | undefined;
  try {
    let staticDir = givenStaticDir ?? '';
    if (!staticDir) {
      staticDir = buildDir;
      const started = performance.now();
      say('building the storefront (vite build) into node_modules/.cache ...');
      await buildStorefront(staticDir);
      say(`built in ${seconds(started)}`);
    }
    shop = await startShop({
      port: await freePort(),
      dataDir: join(scratch, 'data'),
      env: { STATIC_DIR: staticDir },
    });
    say(`shop on ${shop.url} (PGlite, NODE_ENV=staging), ready in ${shop.startupMs.toFixed(0)} ms`);
    const home = await (await fetch(`${shop.url}/`)).text();
    say(
      /<div id="root"><./.test(home)
        ? 'pages arrive rendered by the server'
        : 'pages arrive as the shell: the build has no server render, or it failed (see the log)',
    );
    const pages = await discoverPages(shop.url, pageNames);

    const outcomes: PageOutcome[] = [];
    for (const preset of presets) {
      for (const page of pages) {
        const started = performance.now();
        const attempts: AuditRun[] = [];
        for (let run = 0; run < runs; run += 1)
          attempts.push(await auditOnce(shop.url + page.path, preset));
        const median = medianRun(attempts);
        writeHtmlReport(REPORT_DIR, preset, page, median);
        outcomes.push({ preset, page, runs, figures: median.figures });
        say(`  ${preset} ${page.name} ${page.path}: ${runs} run(s) in ${seconds(started)}`);
      }
    }

    say('');
    for (const preset of presets) {
      say(
        formatPresetTable(
          preset,
          outcomes.filter((outcome) => outcome.preset === preset),
        ),
      );
      say('');
    }
    say('Failing audits (score 0-100, id: title — value)');
    say(formatFailingAudits(outcomes));
    say('');
    const summary = writeSummary(
      REPORT_DIR,
      {
        date: new Date().toISOString(),
        staticDir: givenStaticDir ?? 'fresh vite build',
        runs,
      },
      outcomes,
    );
    say(`HTML reports in ${REPORT_DIR}, summary in ${summary}`);
    const missed = outcomes.filter((o) => missedTargets(o.preset, o.figures).length > 0).length;
    say(`targets met on ${outcomes.length - missed} of ${outcomes.length} page audits`);
  } finally {
    await shop?.stop();
    rmSync(scratch, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  }
}

await main();
