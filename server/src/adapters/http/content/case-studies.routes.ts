// Case studies: the collection (newest first) and one by its slug.
import type { FastifyInstance } from 'fastify';
import { listCaseStudies } from '../../../application/content/case-studies.ts';
import type { CaseStudy, CaseStudySummary } from '../../../domain/content/case-study.ts';
import { caseStudyUri } from '../../../domain/content/content-uri.rules.ts';
import type { CaseStudyReader } from '../../../ports/content/case-study-reader.ts';
import type { Clock } from '../../../ports/system/clock.ts';
import { registerContentCaching } from '../element-api/content-cache.hook.ts';
import { HttpError } from '../craft/craft-response.ts';
import { serializeImage, serializeSeo } from '../element-api/element-api-fields.serializer.ts';
import { serializePagination } from '../element-api/element-api-pagination.ts';
import {
  elementNotFound,
  pageLinkBuilder,
  queryParam,
} from '../element-api/element-api-response.ts';

export interface CaseStudiesRoutesDeps {
  readonly caseStudies: CaseStudyReader;
  readonly clock: Clock;
  readonly publicUrl: string;
}

const serializeSummary = (study: CaseStudySummary) => ({
  id: study.id,
  title: study.title,
  slug: study.slug,
  uri: caseStudyUri(study.slug),
  client: study.client,
  industry: study.industry,
  summary: study.summary,
  publishedAt: study.publishedAt.toISOString(),
  image: study.image ? serializeImage(study.image) : null,
});

const serializeCaseStudy = (study: CaseStudy) => ({
  ...serializeSummary(study),
  /** Sanitised HTML, as stored. */
  body: study.bodyHtml,
  seo: serializeSeo(study.seo, study.title),
  dateUpdated: study.dateUpdated.toISOString(),
});

export function caseStudiesRoutes(deps: CaseStudiesRoutesDeps) {
  return async (app: FastifyInstance) => {
    registerContentCaching(app);

    app.get('/api/v1/case-studies', async (request) => {
      const page = queryParam(request.query, 'page');
      const listing = await listCaseStudies(deps, page);
      if (!listing.ok)
        throw new HttpError(400, `Invalid page “${page}”: use a whole number from 1 up.`);
      return {
        data: listing.value.caseStudies.map(serializeSummary),
        meta: serializePagination(
          listing.value.pagination,
          pageLinkBuilder(deps.publicUrl, '/api/v1/case-studies', {}),
        ),
      };
    });

    app.get<{ Params: { slug: string } }>('/api/v1/case-studies/:slug', async (request) => {
      const study = await deps.caseStudies.findBySlug(request.params.slug, deps.clock.now());
      if (!study) throw elementNotFound();
      return serializeCaseStudy(study);
    });
  };
}
