import { FIRST_PAGE } from '../../domain/catalog/pagination.rules';
import type {
  BlogPost,
  BlogPostQuery,
  BlogPostSummary,
  CaseStudy,
  CaseStudySummary,
  ContentPage,
  Paginated,
} from '../../domain/content/content';
import type { GatewayError } from '../../domain/http/gateway.errors';
import type { Result } from '../../domain/shared/result';
import type { EditorialContent } from '../../ports/editorial-content';
import { CONTENT_ENDPOINTS } from '../http/client/element-api.endpoints';
import type { InMemoryContent } from './in-memory-content';

type Answer<T> = Promise<Result<T, GatewayError>>;

/** The pages, blog and case studies of an in-memory content system, newest first. */
export class InMemoryEditorialContent implements EditorialContent {
  readonly #content: InMemoryContent;

  constructor(content: InMemoryContent) {
    this.#content = content;
  }

  page(uri: string): Answer<ContentPage> {
    const wanted = uri.replace(/^\/+|\/+$/g, '');
    const page = this.#content.data.pages?.find((candidate) => candidate.uri === wanted);
    return this.#content.answer(CONTENT_ENDPOINTS.page, page);
  }

  blogPosts({ page = FIRST_PAGE, category }: BlogPostQuery): Answer<Paginated<BlogPostSummary>> {
    const posts = (this.#content.data.blogPosts ?? [])
      .filter((post) => category === undefined || post.category?.slug === category)
      .toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    return this.#content.paged(CONTENT_ENDPOINTS.blogPosts, posts, page);
  }

  blogPost(slug: string): Answer<BlogPost> {
    const post = this.#content.data.blogPosts?.find((candidate) => candidate.slug === slug);
    return this.#content.answer(CONTENT_ENDPOINTS.blogPost(slug), post);
  }

  blogCategories = () =>
    this.#content.answer(CONTENT_ENDPOINTS.blogCategories, this.#content.data.blogCategories ?? []);

  caseStudies(page: number): Answer<Paginated<CaseStudySummary>> {
    const studies = (this.#content.data.caseStudies ?? []).toSorted((a, b) =>
      b.publishedAt.localeCompare(a.publishedAt),
    );
    return this.#content.paged(CONTENT_ENDPOINTS.caseStudies, studies, page);
  }

  caseStudy(slug: string): Answer<CaseStudy> {
    const study = this.#content.data.caseStudies?.find((candidate) => candidate.slug === slug);
    return this.#content.answer(CONTENT_ENDPOINTS.caseStudy(slug), study);
  }
}
