import type { CaseStudySummary } from '../../domain/content/case-study.ts';
import type { PageRequestError, Pagination } from '../../domain/shared/pagination.ts';
import { paginate, parsePageRequest } from '../../domain/shared/pagination.rules.ts';
import { ok, type Result } from '../../domain/shared/result.ts';
import type { CaseStudyReader } from '../../ports/content/case-study-reader.ts';
import type { Clock } from '../../ports/system/clock.ts';

export const CASE_STUDIES_PER_PAGE = 12;

export interface CaseStudyListing {
  readonly caseStudies: readonly CaseStudySummary[];
  readonly pagination: Pagination;
}

/** Published case studies, newest first. */
export async function listCaseStudies(
  deps: { readonly caseStudies: CaseStudyReader; readonly clock: Clock },
  rawPage: string | undefined,
): Promise<Result<CaseStudyListing, PageRequestError>> {
  const request = parsePageRequest(rawPage, CASE_STUDIES_PER_PAGE);
  if (!request.ok) return request;
  const slice = await deps.caseStudies.list(request.value, deps.clock.now());
  return ok({
    caseStudies: slice.items,
    pagination: paginate(request.value, slice.total, slice.items.length),
  });
}
