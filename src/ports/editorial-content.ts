import type {
  BlogCategory,
  BlogPost,
  BlogPostQuery,
  BlogPostSummary,
  CaseStudy,
  CaseStudySummary,
  ContentPage,
  Paginated,
} from '../domain/content/content';
import type { GatewayError } from '../domain/http/gateway.errors';
import type { Result } from '../domain/shared/result';

type Answer<T> = Promise<Result<T, GatewayError>>;

/**
 * What editors write: pages, the blog and case studies. Something that does not exist is a
 * request-failed error with status 404.
 */
export interface EditorialContent {
  /** '' is the home page */
  page(uri: string): Answer<ContentPage>;
  blogPosts(query: BlogPostQuery): Answer<Paginated<BlogPostSummary>>;
  blogPost(slug: string): Answer<BlogPost>;
  blogCategories(): Answer<readonly BlogCategory[]>;
  caseStudies(page: number): Answer<Paginated<CaseStudySummary>>;
  caseStudy(slug: string): Answer<CaseStudy>;
}
