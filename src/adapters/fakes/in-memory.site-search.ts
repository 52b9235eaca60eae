import type { SearchQuery, SearchResults } from '../../domain/content/content';
import type { GatewayError } from '../../domain/http/gateway.errors';
import { err, type Result } from '../../domain/shared/result';
import type { SiteSearch } from '../../ports/site-search';
import { CONTENT_ENDPOINTS } from '../http/client/element-api.endpoints';
import { searchDocuments, suggestDocuments, type SearchDocument } from './fake-content-search';
import { apiErrorBody, refused } from './fake-failure';
import type { InMemoryContent } from './in-memory-content';

type Answer<T> = Promise<Result<T, GatewayError>>;

/** Search over everything an in-memory content system holds: products, pages, posts, case studies. */
export class InMemorySiteSearch implements SiteSearch {
  readonly #content: InMemoryContent;

  constructor(content: InMemoryContent) {
    this.#content = content;
  }

  async search(query: SearchQuery): Answer<SearchResults> {
    return this.#searched(searchDocuments(this.#documents(), query));
  }

  async suggest(text: string): Answer<SearchResults> {
    return this.#searched(suggestDocuments(this.#documents(), text));
  }

  #searched(found: Result<SearchResults, string>): Result<SearchResults, GatewayError> {
    const endpoint = CONTENT_ENDPOINTS.search;
    const down = this.#content.guard(endpoint);
    if (down) return err(down);
    return found.ok ? found : err(refused(endpoint, 'GET', 400, apiErrorBody(400, found.error)));
  }

  #documents(): SearchDocument[] {
    const { data } = this.#content;
    return [
      ...data.products.map((product) => ({
        type: 'product' as const,
        id: product.id,
        title: product.title,
        uri: product.uri,
        body: product.variants.map((variant) => variant.sku).join(' '),
        imageUrl: null,
      })),
      ...(data.pages ?? []).map((page) => ({
        type: 'page' as const,
        id: page.id,
        title: page.title,
        uri: page.uri,
        body: page.seo.description ?? '',
        imageUrl: null,
      })),
      ...(data.blogPosts ?? []).map((post) => ({
        type: 'post' as const,
        id: post.id,
        title: post.title,
        uri: post.uri,
        body: post.excerpt,
        imageUrl: post.image?.url ?? null,
      })),
      ...(data.caseStudies ?? []).map((study) => ({
        type: 'case-study' as const,
        id: study.id,
        title: study.title,
        uri: study.uri,
        body: study.summary,
        imageUrl: study.image?.url ?? null,
      })),
    ];
  }
}
