// Prints line coverage per layer from vitest's json-summary, so `npm test` shows where tests fall short.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const LAYERS = [
  'src/domain',
  'src/application',
  'src/adapters',
  'server/src/domain',
  'server/src/application',
  'server/src/adapters',
] as const;

interface FileSummary {
  lines: { total: number; covered: number };
}

export function coverageByLayer(summaryPath: string, root: string): string | undefined {
  if (!existsSync(summaryPath)) return undefined;
  const summary = JSON.parse(readFileSync(summaryPath, 'utf8')) as Record<string, FileSummary>;
  const totals = new Map<string, { total: number; covered: number }>(
    LAYERS.map((layer) => [layer, { total: 0, covered: 0 }]),
  );
  for (const [file, data] of Object.entries(summary)) {
    if (file === 'total') continue;
    const path = relative(root, file).split('\\').join('/');
    const layer = LAYERS.find((prefix) => path.startsWith(`${prefix}/`));
    const bucket = layer ? totals.get(layer) : undefined;
    if (!bucket) continue;
    bucket.total += data.lines.total;
    bucket.covered += data.lines.covered;
  }
  const rows = [...totals].map(([layer, { total, covered }]) => {
    const pct = total === 0 ? 100 : (covered / total) * 100;
    return `  ${layer.padEnd(26)} ${pct.toFixed(1).padStart(6)} % lines  (${covered}/${total})`;
  });
  return `Line coverage by layer\n${rows.join('\n')}\n`;
}
