import {
  type RawSearchParams,
  parseSearchRequest,
  urlOfUri,
} from '../../domain/search/search-query.rules.ts';
import { renderSnippet } from '../../domain/search/search-snippet.rules.ts';
import type { SearchHit, SearchResults } from '../../domain/search/search.ts';
import type { SearchRequestError } from '../../domain/search/search.errors.ts';
import { ok, type Result } from '../../domain/shared/result.ts';
import type { IndexedHit, SearchIndex } from '../../ports/content/search-index.ts';

const toHit = (hit: IndexedHit): SearchHit => ({
  type: hit.type,
  id: hit.id,
  title: hit.title,
  uri: hit.uri,
  url: urlOfUri(hit.uri),
  snippet: renderSnippet(hit.rawSnippet),
  imageUrl: hit.imageUrl,
  score: hit.score,
});

/** The search page and the header overlay: `mode=suggest` answers with titles while the shopper types. */
export async function searchContent(
  deps: { readonly search: SearchIndex },
  raw: RawSearchParams,
): Promise<Result<SearchResults, SearchRequestError>> {
  const request = parseSearchRequest(raw);
  if (!request.ok) return request;
  const found =
    request.value.mode === 'suggest'
      ? await deps.search.suggest(request.value.query)
      : await deps.search.search(request.value.query);
  return ok({
    query: request.value.query.text,
    total: found.total,
    hits: found.hits.map(toHit),
  });
}
