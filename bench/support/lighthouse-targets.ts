// The shop's Lighthouse targets, the bar it holds itself to on every page: performance >= 98 on
// mobile and 100 on desktop; accessibility, best practices and SEO 100 on every page.
import type { AuditFigures, CategoryId, Preset } from './lighthouse-run.ts';

export const TARGETS: Readonly<Record<Preset, Readonly<Record<CategoryId, number>>>> = {
  mobile: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  desktop: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
};

/** The categories below their target (an unscored category counts as missed). */
export function missedTargets(preset: Preset, figures: AuditFigures): CategoryId[] {
  const targets = TARGETS[preset];
  return (Object.keys(targets) as CategoryId[]).filter((category) => {
    const score = figures.scores[category];
    return score === null || score < targets[category];
  });
}
