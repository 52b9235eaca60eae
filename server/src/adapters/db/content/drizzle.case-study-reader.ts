import { and, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { CaseStudySummary } from '../../../domain/content/case-study.ts';
import { offsetOf } from '../../../domain/shared/pagination.rules.ts';
import type { CaseStudyReader } from '../../../ports/content/case-study-reader.ts';
import type { Db } from '../database.ts';
import { mediaColumns, toMedia } from './media.rows.ts';
import { assets, caseStudies } from '../schema.ts';

/** Readers only ever see enabled case studies whose publication time has come. */
const published = (now: Date): SQL | undefined =>
  and(eq(caseStudies.enabled, true), lte(caseStudies.publishedAt, now));

const summaryColumns = {
  id: caseStudies.id,
  title: caseStudies.title,
  slug: caseStudies.slug,
  client: caseStudies.client,
  industry: caseStudies.industry,
  summary: caseStudies.summary,
  publishedAt: caseStudies.publishedAt,
  image: mediaColumns(assets),
};

type SummaryRow = Omit<CaseStudySummary, 'image'> & { image: Parameters<typeof toMedia>[0] };

const toSummary = ({ image, ...row }: SummaryRow): CaseStudySummary => ({
  ...row,
  image: toMedia(image),
});

export function drizzleCaseStudyReader(db: Db): CaseStudyReader {
  return {
    async list(request, now) {
      const [rows, totals] = await Promise.all([
        db
          .select(summaryColumns)
          .from(caseStudies)
          .leftJoin(assets, eq(assets.id, caseStudies.imageId))
          .where(published(now))
          .orderBy(desc(caseStudies.publishedAt), desc(caseStudies.id))
          .limit(request.perPage)
          .offset(offsetOf(request)),
        db.select({ total: count() }).from(caseStudies).where(published(now)),
      ]);
      return { items: rows.map(toSummary), total: totals[0]?.total ?? 0 };
    },

    async findBySlug(slug, now) {
      const [row] = await db
        .select({
          ...summaryColumns,
          bodyHtml: caseStudies.bodyHtml,
          seoTitle: caseStudies.seoTitle,
          seoDescription: caseStudies.seoDescription,
          dateUpdated: caseStudies.dateUpdated,
        })
        .from(caseStudies)
        .leftJoin(assets, eq(assets.id, caseStudies.imageId))
        .where(and(published(now), eq(caseStudies.slug, slug)))
        .limit(1);
      if (!row) return null;
      const { bodyHtml, seoTitle, seoDescription, dateUpdated, ...summary } = row;
      return {
        ...toSummary(summary),
        bodyHtml,
        seo: { title: seoTitle, description: seoDescription },
        dateUpdated,
      };
    },
  };
}
