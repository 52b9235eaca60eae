import type { SearchQuery, SearchResults } from '../../../domain/content/content';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { err, type Result } from '../../../domain/shared/result';
import type { SiteSearch } from '../../../ports/site-search';
import type { VendureClient } from '../client/vendure-client';
import { invalidQueryFailure } from '../client/vendure-failure';
import { type FoundHits, mapProductHits } from './vendure-search.mapper';
import { SEARCH_HITS } from './vendure-search.operations';
import {
  limitOf,
  normalisedText,
  refusalOf,
  SUGGEST_LIMIT,
  vendureCanSearch,
} from './vendure-search-query';
import { mergedResults, NOT_ASKED } from './vendure-search-results';
import { searchHitsSchema } from './vendure-search.schema';

type Answer<T> = Promise<Result<T, GatewayError>>;

/**
 * A Vendure shop's search: products from Vendure's Shop API `search`; pages, posts and case studies
 * from the content back-end's search, whose product hits (its own database's, not the shop's) are
 * dropped. The query is checked and the limit capped as our own back-end does, before either is
 * asked.
 *
 * - Asking: no type filter asks both in parallel, each for the limit; 'product' asks only Vendure,
 *   another type only the content back-end.
 * - Order: the halves take turns, a product first, and are cut to the limit (our own back-end ranks
 *   all types by one score; the two back-ends' scores cannot be compared).
 * - Total: Vendure's count plus the content's count of other hits, a lower bound without a type
 *   filter.
 * - Failure: either half failing fails the search (mergedResults says why).
 * - A product's hit: /products/<slug>, its featured picture (the preview the catalogue shows), and
 *   its description quoted as escaped text with the query's words marked (none for suggestions).
 *
 * Vendure finds words by prefix in names, SKUs and descriptions (no misspellings, unlike ours),
 * suggestions included; text of two characters or fewer finds no products (see vendureCanSearch).
 */
export class VendureSiteSearch implements SiteSearch {
  readonly #client: VendureClient;
  readonly #content: SiteSearch;

  constructor(client: VendureClient, content: SiteSearch) {
    this.#client = client;
    this.#content = content;
  }

  async search({ text, type, limit }: SearchQuery): Answer<SearchResults> {
    const query = normalisedText(text);
    const refusal = refusalOf(query, limit);
    if (refusal !== null) return err(invalidQueryFailure('search', refusal));
    const take = limitOf(limit);
    const [products, content] = await Promise.all([
      type === undefined || type === 'product' ? this.#products(query, take, query) : NOT_ASKED,
      type !== 'product'
        ? this.#content.search({ text: query, limit: take, ...(type ? { type } : {}) })
        : NOT_ASKED,
    ]);
    return mergedResults(query, { type, limit: take }, products, content);
  }

  async suggest(text: string): Answer<SearchResults> {
    const query = normalisedText(text);
    const refusal = refusalOf(query, undefined);
    if (refusal !== null) return err(invalidQueryFailure('search', refusal));
    const [products, content] = await Promise.all([
      this.#products(query, SUGGEST_LIMIT, null),
      this.#content.suggest(query),
    ]);
    return mergedResults(query, { type: undefined, limit: SUGGEST_LIMIT }, products, content);
  }

  /** Matching products, best first; `snippetsFor` null for suggestions, which have none. */
  async #products(text: string, take: number, snippetsFor: string | null): Answer<FoundHits> {
    if (!vendureCanSearch(text)) return NOT_ASKED;
    const input = { term: text, groupByProduct: true, take };
    return this.#client.query(
      SEARCH_HITS,
      { input },
      searchHitsSchema,
      (data) => mapProductHits(data, snippetsFor),
      'products',
    );
  }
}
