// What `npm run bench:lighthouse` prints and writes: a table per preset, the failing audits per
// page, the HTML report of each page and a JSON summary of every figure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditedPage } from './lighthouse-pages.ts';
import type { AuditFigures, AuditRun, CategoryId, Preset } from './lighthouse-run.ts';
import { missedTargets, TARGETS } from './lighthouse-targets.ts';

export interface PageOutcome {
  readonly preset: Preset;
  readonly page: AuditedPage;
  readonly runs: number;
  readonly figures: AuditFigures;
}

const SHORT: Readonly<Record<CategoryId, string>> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best pr.',
  seo: 'SEO',
};

const cell = (value: number | null, digits = 0) => (value === null ? '-' : value.toFixed(digits));

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const render = (cells: readonly string[]) =>
    cells
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [render(header), ...rows.map(render)].join('\n');
}

export function formatPresetTable(preset: Preset, outcomes: readonly PageOutcome[]): string {
  const targets = TARGETS[preset];
  const title =
    `${preset}: targets perf >= ${targets.performance}, a11y ${targets.accessibility}, ` +
    `best practices ${targets['best-practices']}, SEO ${targets.seo}`;
  const rows = outcomes.map(({ page, figures }) => {
    const missed = missedTargets(preset, figures);
    return [
      page.name,
      page.path,
      cell(figures.scores.performance),
      cell(figures.scores.accessibility),
      cell(figures.scores['best-practices']),
      cell(figures.scores.seo),
      cell(figures.lcpMs),
      cell(figures.cls, 3),
      cell(figures.tbtMs),
      missed.length === 0 ? 'met' : `NOT met (${missed.map((id) => SHORT[id]).join(', ')})`,
    ];
  });
  const header = [
    'page',
    'path',
    SHORT.performance,
    SHORT.accessibility,
    SHORT['best-practices'],
    SHORT.seo,
    'LCP ms',
    'CLS',
    'TBT ms',
    'targets',
  ];
  const indexes = outcomes
    .map(({ figures }) => figures.benchmarkIndex)
    .filter((value) => value !== null);
  const host =
    indexes.length === 0
      ? ''
      : `\nhost CPU benchmark index (Lighthouse's estimate; lower = busier machine, slower figures): ` +
        `${Math.min(...indexes).toFixed(0)}-${Math.max(...indexes).toFixed(0)}`;
  return `${title}\n${table(header, rows)}${host}`;
}

export function formatFailingAudits(outcomes: readonly PageOutcome[]): string {
  const blocks = outcomes.map(({ preset, page, figures }) => {
    const heading = `${preset} ${page.name} (${page.path})`;
    if (figures.runtimeError) return `${heading}: Lighthouse error: ${figures.runtimeError}`;
    if (figures.failing.length === 0) return `${heading}: no failing audit`;
    const lines = figures.failing.map((audit) => {
      const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
      return `  ${String(audit.score).padStart(3)}  ${audit.id}: ${audit.title}${value}`;
    });
    return `${heading}\n${lines.join('\n')}`;
  });
  return blocks.join('\n');
}

export const reportFileName = (preset: Preset, page: AuditedPage) => `${preset}-${page.name}.html`;

export function writeHtmlReport(dir: string, preset: Preset, page: AuditedPage, run: AuditRun) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, reportFileName(preset, page)), run.html);
}

export function writeSummary(
  dir: string,
  context: { readonly date: string; readonly staticDir: string; readonly runs: number },
  outcomes: readonly PageOutcome[],
): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'summary.json');
  const summary = {
    ...context,
    targets: TARGETS,
    pages: outcomes.map(({ preset, page, figures }) => ({
      preset,
      page: page.name,
      path: page.path,
      ...figures,
      missedTargets: missedTargets(preset, figures),
      report: reportFileName(preset, page),
    })),
  };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  return file;
}
