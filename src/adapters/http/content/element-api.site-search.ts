import type { SearchQuery, SearchResults } from '../../../domain/content/content';
import type { SiteSearch } from '../../../ports/site-search';
import type { CraftClient } from '../client/craft-client';
import { type Answer, CONTENT_ENDPOINTS, readContent } from '../client/element-api.endpoints';
import { mapSearchResults } from './element-api-content.mapper';
import { searchResultsSchema } from './element-api-content.schema';

/** The Element API's search endpoint, in its full and its suggest mode. */
export class ElementApiSiteSearch implements SiteSearch {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  search({ text, type, limit }: SearchQuery): Answer<SearchResults> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.search,
      searchResultsSchema,
      mapSearchResults,
      {
        q: text,
        ...(type === undefined ? {} : { type }),
        ...(limit === undefined ? {} : { limit }),
      },
    );
  }

  suggest(text: string): Answer<SearchResults> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.search,
      searchResultsSchema,
      mapSearchResults,
      { q: text, mode: 'suggest' },
    );
  }
}
