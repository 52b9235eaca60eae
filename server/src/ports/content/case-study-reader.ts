import type { CaseStudy, CaseStudySummary } from '../../domain/content/case-study.ts';
import type { PageRequest } from '../../domain/shared/pagination.ts';

export interface CaseStudySlice {
  readonly items: readonly CaseStudySummary[];
  readonly total: number;
}

/** Only enabled case studies published at or before `now` are ever read. */
export interface CaseStudyReader {
  /** Newest first. */
  list(request: PageRequest, now: Date): Promise<CaseStudySlice>;
  findBySlug(slug: string, now: Date): Promise<CaseStudy | null>;
}
