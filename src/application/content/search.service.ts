import type { Observable } from 'rxjs';
import type { SearchQuery, SearchResults } from '../../domain/content/content';
import type { GatewayError } from '../../domain/http/gateway.errors';
import { ok, type Result } from '../../domain/shared/result';
import type { SiteSearch } from '../../ports/site-search';
import { LoadableState, type Loadable } from '../shared/loadable';

const NO_RESULTS: SearchResults = { query: '', total: 0, hits: [] };

/**
 * Search, and suggestions while typing. Blank text asks nothing and clears the results; only the
 * answer to the latest keystroke is shown, however the answers arrive.
 */
export class SearchService {
  readonly #search: SiteSearch;
  readonly #results = new LoadableState<SearchResults>();
  readonly #suggestions = new LoadableState<SearchResults>();

  readonly results$: Observable<Loadable<SearchResults>> = this.#results.state$;
  readonly suggestions$: Observable<Loadable<SearchResults>> = this.#suggestions.state$;

  constructor(search: SiteSearch) {
    this.#search = search;
  }

  async search(query: SearchQuery): Promise<Result<SearchResults, GatewayError>> {
    const text = query.text.trim();
    if (text === '') return this.#cleared(this.#results);
    return this.#results.load(() => this.#search.search({ ...query, text }));
  }

  async suggest(text: string): Promise<Result<SearchResults, GatewayError>> {
    const trimmed = text.trim();
    if (trimmed === '') return this.#cleared(this.#suggestions);
    return this.#suggestions.load(() => this.#search.suggest(trimmed));
  }

  #cleared(state: LoadableState<SearchResults>): Result<SearchResults, never> {
    state.set(NO_RESULTS);
    return ok(NO_RESULTS);
  }
}
