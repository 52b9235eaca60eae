import type { SearchQuery, SearchResults } from '../domain/content/content';
import type { GatewayError } from '../domain/http/gateway.errors';
import type { Result } from '../domain/shared/result';

type Answer<T> = Promise<Result<T, GatewayError>>;

/** Search across products, pages, blog posts and case studies. */
export interface SiteSearch {
  search(query: SearchQuery): Answer<SearchResults>;
  /** quick title matches while typing */
  suggest(text: string): Answer<SearchResults>;
}
