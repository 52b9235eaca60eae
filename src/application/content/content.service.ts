import type { Observable } from 'rxjs';
import type {
  BlogCategory,
  BlogCategoryPage,
  BlogPost,
  BlogPostQuery,
  BlogPostSummary,
  CaseStudy,
  CaseStudySummary,
  ContentPage,
  Paginated,
} from '../../domain/content/content';
import type { GatewayError } from '../../domain/http/gateway.errors';
import type { RoutingError } from '../../domain/routing/routing.errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { EditorialContent } from '../../ports/editorial-content';
import { LoadableState, type Loadable } from '../shared/loadable';
import { notFoundAs } from '../shared/not-found';

type RouteNotMatched = Extract<RoutingError, { readonly kind: 'route-not-matched' }>;

const pathOf = (uri: string): string => `/${uri.replace(/^\/+/, '')}`;

/** Content pages, the blog and case studies. */
export class ContentService {
  readonly #content: EditorialContent;
  readonly #page = new LoadableState<ContentPage>();
  readonly #posts = new LoadableState<Paginated<BlogPostSummary>>();
  readonly #post = new LoadableState<BlogPost>();
  readonly #blogCategories = new LoadableState<readonly BlogCategory[]>();
  readonly #blogCategory = new LoadableState<BlogCategoryPage>();
  readonly #caseStudies = new LoadableState<Paginated<CaseStudySummary>>();
  readonly #caseStudy = new LoadableState<CaseStudy>();

  readonly page$: Observable<Loadable<ContentPage>> = this.#page.state$;
  readonly blogPosts$: Observable<Loadable<Paginated<BlogPostSummary>>> = this.#posts.state$;
  readonly blogPost$: Observable<Loadable<BlogPost>> = this.#post.state$;
  readonly blogCategories$: Observable<Loadable<readonly BlogCategory[]>> =
    this.#blogCategories.state$;
  readonly blogCategory$: Observable<Loadable<BlogCategoryPage>> = this.#blogCategory.state$;
  readonly caseStudies$: Observable<Loadable<Paginated<CaseStudySummary>>> =
    this.#caseStudies.state$;
  readonly caseStudy$: Observable<Loadable<CaseStudy>> = this.#caseStudy.state$;

  constructor(content: EditorialContent) {
    this.#content = content;
  }

  /** A page by its URI ('' is home); a missing one fails with 'Page not found: /{uri}'. */
  loadPage(uri: string): Promise<Result<ContentPage, GatewayError>> {
    return this.#page.load(() => this.#content.page(uri), notFoundAs(pathOf(uri)));
  }

  loadBlogPosts(
    query: BlogPostQuery = {},
  ): Promise<Result<Paginated<BlogPostSummary>, GatewayError>> {
    const path = query.category === undefined ? '/blog' : `/blog/category/${query.category}`;
    return this.#posts.load(() => this.#content.blogPosts(query), notFoundAs(path));
  }

  loadBlogPost(slug: string): Promise<Result<BlogPost, GatewayError>> {
    return this.#post.load(() => this.#content.blogPost(slug), notFoundAs(`/blog/${slug}`));
  }

  loadBlogCategories(): Promise<Result<readonly BlogCategory[], GatewayError>> {
    return this.#blogCategories.load(() => this.#content.blogCategories());
  }

  /** A blog category with one page of its posts; an unknown category is its page's not-found. */
  loadBlogCategory(
    slug: string,
    page = 1,
  ): Promise<Result<BlogCategoryPage, GatewayError | RouteNotMatched>> {
    const path = `/blog/category/${slug}`;
    const notFound = notFoundAs(path);
    return this.#blogCategory.load(
      async (): Promise<Result<BlogCategoryPage, GatewayError | RouteNotMatched>> => {
        const categories = await this.#content.blogCategories();
        if (!categories.ok) return categories;
        const category = categories.value.find((candidate) => candidate.slug === slug);
        if (category === undefined) return err({ kind: 'route-not-matched', path });
        const posts = await this.#content.blogPosts({ category: slug, page });
        return posts.ok ? ok({ category, posts: posts.value }) : posts;
      },
      (error) => (error.kind === 'route-not-matched' ? error : notFound(error)),
    );
  }

  loadCaseStudies(page = 1): Promise<Result<Paginated<CaseStudySummary>, GatewayError>> {
    return this.#caseStudies.load(() => this.#content.caseStudies(page));
  }

  loadCaseStudy(slug: string): Promise<Result<CaseStudy, GatewayError>> {
    return this.#caseStudy.load(
      () => this.#content.caseStudy(slug),
      notFoundAs(`/case-studies/${slug}`),
    );
  }
}
