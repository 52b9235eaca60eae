import type {
  BlogCategory,
  BlogPost,
  BlogPostQuery,
  BlogPostSummary,
  CaseStudy,
  CaseStudySummary,
  ContentPage,
  Paginated,
} from '../../../domain/content/content';
import type { EditorialContent } from '../../../ports/editorial-content';
import type { CraftClient } from '../client/craft-client';
import { type Answer, CONTENT_ENDPOINTS, readContent } from '../client/element-api.endpoints';
import {
  mapBlogCategory,
  mapBlogPost,
  mapBlogPostSummary,
  mapCaseStudy,
  mapCaseStudySummary,
  mapContentPage,
} from './element-api-content.mapper';
import {
  blogCategorySchema,
  blogPostSchema,
  blogPostSummarySchema,
  caseStudySchema,
  caseStudySummarySchema,
  collectionOf,
  contentPageSchema,
  paginatedOf,
} from './element-api-content.schema';
import { mapPagination } from '../catalog/element-api-product.mapper';

/** The Element API's pages, blog and case studies. */
export class ElementApiEditorialContent implements EditorialContent {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  /** By query parameter, which also names the home page (uri ''). */
  page(uri: string): Answer<ContentPage> {
    return readContent(this.#client, CONTENT_ENDPOINTS.page, contentPageSchema, mapContentPage, {
      uri: uri.replace(/^\/+|\/+$/g, ''),
    });
  }

  blogPosts({ page, category }: BlogPostQuery): Answer<Paginated<BlogPostSummary>> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.blogPosts,
      paginatedOf(blogPostSummarySchema),
      ({ data, meta }) => ({
        items: data.map(mapBlogPostSummary),
        pagination: mapPagination(meta.pagination),
      }),
      { ...(page === undefined ? {} : { page }), ...(category ? { category } : {}) },
    );
  }

  blogPost(slug: string): Answer<BlogPost> {
    return readContent(this.#client, CONTENT_ENDPOINTS.blogPost(slug), blogPostSchema, mapBlogPost);
  }

  blogCategories(): Answer<readonly BlogCategory[]> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.blogCategories,
      collectionOf(blogCategorySchema),
      ({ data }) => data.map(mapBlogCategory),
    );
  }

  caseStudies(page: number): Answer<Paginated<CaseStudySummary>> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.caseStudies,
      paginatedOf(caseStudySummarySchema),
      ({ data, meta }) => ({
        items: data.map(mapCaseStudySummary),
        pagination: mapPagination(meta.pagination),
      }),
      { page },
    );
  }

  caseStudy(slug: string): Answer<CaseStudy> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.caseStudy(slug),
      caseStudySchema,
      mapCaseStudy,
    );
  }
}
