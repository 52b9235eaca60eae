// `npm test`: every check, in order, each one's output shown as it runs, then one summary. Runs them all
// even after a failure (so one run tells everything), and exits non-zero if any failed.
// The server tests run twice when DATABASE_URL is set: on PGlite, then on that PostgreSQL server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverageByLayer } from './coverage-by-layer.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'reports');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

interface Step {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: Record<string, string>;
  readonly report?: { readonly file: string; readonly kind: 'vitest' | 'playwright' };
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const vitestReport = (file: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, file)}`,
];

const steps: Step[] = [
  { name: 'typecheck (storefront)', command: bin('tsc'), args: ['-p', 'tsconfig.json'] },
  { name: 'typecheck (server)', command: bin('tsc'), args: ['-p', 'server/tsconfig.json'] },
  { name: 'typecheck (benchmarks)', command: bin('tsc'), args: ['-p', 'bench/tsconfig.json'] },
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings=0', '.'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
  // knip.jsonc: unused files, exports and dependencies anywhere, then in what the product runs (an
  // export only tests use is a rule the product does not have).
  { name: 'unused code (knip)', command: bin('knip'), args: [] },
  { name: 'unused product code (knip)', command: bin('knip'), args: ['--production'] },
  {
    name: 'vitest (storefront + server on PGlite)',
    command: bin('vitest'),
    args: ['run', '--coverage', ...vitestReport('vitest.json')],
    env: { TEST_DATABASE_URL: '' },
    report: { file: 'vitest.json', kind: 'vitest' },
  },
];

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  steps.push({
    name: 'vitest (server on PostgreSQL)',
    command: bin('vitest'),
    args: ['run', '--project', 'server', ...vitestReport('vitest-postgres.json')],
    env: { TEST_DATABASE_URL: databaseUrl },
    report: { file: 'vitest-postgres.json', kind: 'vitest' },
  });
}

steps.push(
  {
    name: 'build storefront',
    command: bin('vite'),
    args: ['build', '--logLevel', 'warn'],
    // the production build whatever the shell says (the bundle budget measures it)
    env: { NODE_ENV: 'production' },
  },
  {
    name: 'build server render',
    command: bin('vite'),
    args: ['build', '--ssr', '--logLevel', 'warn'],
    env: { NODE_ENV: 'production' },
  },
  {
    name: 'playwright (Chromium)',
    command: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
    report: { file: 'playwright.json', kind: 'playwright' },
  },
);

function countReport(report: NonNullable<Step['report']>): Counts | undefined {
  const path = join(reports, report.file);
  if (!existsSync(path)) return undefined;
  const json = JSON.parse(readFileSync(path, 'utf8'));
  if (report.kind === 'vitest') {
    return {
      passed: json.numPassedTests ?? 0,
      failed: json.numFailedTests ?? 0,
      skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    };
  }
  return {
    passed: json.stats?.expected ?? 0,
    failed: (json.stats?.unexpected ?? 0) + (json.stats?.flaky ?? 0),
    skipped: json.stats?.skipped ?? 0,
  };
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results: { name: string; ok: boolean; seconds: number; counts?: Counts }[] = [];
for (const step of steps) {
  process.stdout.write(`\n▶ ${step.name}\n`);
  const started = performance.now();
  const run = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = (performance.now() - started) / 1000;
  const counts = step.report ? countReport(step.report) : undefined;
  results.push({ name: step.name, ok: run.status === 0, seconds, ...(counts ? { counts } : {}) });
}

const coverage = coverageByLayer(join(reports, 'coverage', 'coverage-summary.json'), root);
if (coverage) process.stdout.write(`\n${coverage}`);

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
process.stdout.write('\nSummary\n');
for (const result of results) {
  const counts = result.counts
    ? `  ${result.counts.passed} passed, ${result.counts.failed} failed`
    : '';
  process.stdout.write(
    `  ${result.ok ? 'ok  ' : 'FAIL'}  ${result.name.padEnd(40)} ${result.seconds.toFixed(1).padStart(6)} s${counts}\n`,
  );
  if (result.counts) {
    total.passed += result.counts.passed;
    total.failed += result.counts.failed;
    total.skipped += result.counts.skipped;
  }
}
const failedSteps = results.filter((result) => !result.ok).length;
// A failed step with no test counts (typecheck, lint) still fails the run: count it as one failure.
const failed =
  total.failed +
  results.filter((result) => !result.ok && (!result.counts || result.counts.failed === 0)).length;
process.stdout.write(
  `\nTests: ${total.passed} passed, ${failed} failed, ${total.skipped} skipped\n`,
);
process.exit(failedSteps === 0 ? 0 : 1);
