// One Lighthouse audit of one page in a fresh Debian Chromium (never a downloaded browser),
// reduced to the figures the benchmark prints, plus the HTML report of the run.
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';

export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

export interface FailingAudit {
  readonly id: string;
  readonly title: string;
  /** 0-100 */
  readonly score: number;
  readonly displayValue?: string;
  readonly categories: readonly CategoryId[];
}

export interface AuditFigures {
  /** 0-100 per category; null when Lighthouse could not score it */
  readonly scores: Readonly<Record<CategoryId, number | null>>;
  readonly lcpMs: number | null;
  readonly cls: number | null;
  readonly tbtMs: number | null;
  readonly failing: readonly FailingAudit[];
  /** Lighthouse's estimate of the host's CPU speed during the run; low means a busy or slow machine */
  readonly benchmarkIndex: number | null;
  /** Lighthouse's own error for the run (page did not load, Chrome crashed, ...) */
  readonly runtimeError?: string;
}

export interface AuditRun {
  readonly figures: AuditFigures;
  readonly html: string;
}

const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium still resolves names with the flags above; only loopback may be reached.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** Audit modes whose score says pass or fail; informative, manual and n/a audits do not. */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

const percent = (score: number | null | undefined): number | null =>
  score === null || score === undefined ? null : Math.round(score * 100);

const numeric = (lhr: Result, id: string): number | null => lhr.audits[id]?.numericValue ?? null;

function failingAudits(lhr: Result): FailingAudit[] {
  const byId = new Map<string, FailingAudit>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!SCORED_MODES.has(audit.scoreDisplayMode)) continue;
      const known = byId.get(audit.id);
      byId.set(audit.id, {
        id: audit.id,
        title: audit.title,
        score: Math.round(audit.score * 100),
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        categories: [...(known?.categories ?? []), category],
      });
    }
  }
  return [...byId.values()].sort((a, b) => a.score - b.score || a.id.localeCompare(b.id));
}

export function figuresOf(lhr: Result): AuditFigures {
  const score = (id: CategoryId) => percent(lhr.categories[id]?.score);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    failing: failingAudits(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.message } : {}),
  };
}

/** Runs Lighthouse once on `url` with the preset (Lighthouse's mobile default or its desktop config). */
export async function auditOnce(url: string, preset: Preset): Promise<AuditRun> {
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      },
      config,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const html = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report;
    return { figures: figuresOf(result.lhr), html };
  } finally {
    chrome.kill();
  }
}

/**
 * The median of several runs, as one whole run (so its HTML report shows the same figures):
 * ordered by performance score, then by LCP; the middle one (the lower middle for even counts).
 */
export function medianRun(runs: readonly AuditRun[]): AuditRun {
  const ordered = [...runs].sort(
    (a, b) =>
      (a.figures.scores.performance ?? -1) - (b.figures.scores.performance ?? -1) ||
      (b.figures.lcpMs ?? Infinity) - (a.figures.lcpMs ?? Infinity),
  );
  const middle = ordered[Math.floor((ordered.length - 1) / 2)];
  if (!middle) throw new Error('no Lighthouse run to take the median of');
  return middle;
}
