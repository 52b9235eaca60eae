import type {
  SearchHit,
  SearchQuery,
  SearchResults,
  SearchType,
} from '../../domain/content/content';
import { err, ok, type Result } from '../../domain/shared/result';

export const DEFAULT_SEARCH_LIMIT = 20;
export const SUGGEST_LIMIT = 8;

export interface SearchDocument {
  readonly type: SearchType;
  readonly id: number;
  readonly title: string;
  readonly uri: string;
  readonly body: string;
  readonly imageUrl: string | null;
}

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const hitOf = (document: SearchDocument, snippet: string): SearchHit => ({
  type: document.type,
  id: document.id,
  title: document.title,
  uri: document.uri,
  url: `/${document.uri.replace(/^\/+/, '')}`,
  snippet,
  imageUrl: document.imageUrl,
});

/** Every word of the query must start a word of the title or body; titles rank first. */
export const searchDocuments = (
  documents: readonly SearchDocument[],
  { text, type, limit = DEFAULT_SEARCH_LIMIT }: SearchQuery,
): Result<SearchResults, string> => {
  const terms = wordsOf(text);
  if (terms.length === 0) return err('Enter something to search for.');
  const matches = (words: readonly string[]) =>
    terms.every((term) => words.some((word) => word.startsWith(term)));
  const ranked = documents
    .filter((document) => type === undefined || document.type === type)
    .flatMap((document) => {
      const inTitle = matches(wordsOf(document.title));
      const inBody = matches(wordsOf(`${document.title} ${document.body}`));
      return inTitle || inBody ? [{ document, rank: inTitle ? 0 : 1 }] : [];
    })
    .toSorted((a, b) => a.rank - b.rank);
  const hits = ranked
    .slice(0, limit)
    .map(({ document }) => hitOf(document, document.body.slice(0, 160)));
  return ok({ query: text.trim(), total: ranked.length, hits });
};

/** Suggestions match titles only, come without snippets, and are few. */
export const suggestDocuments = (
  documents: readonly SearchDocument[],
  text: string,
): Result<SearchResults, string> => {
  const titled = documents.map((document) => ({ ...document, body: '' }));
  const found = searchDocuments(titled, { text, limit: SUGGEST_LIMIT });
  return found.ok
    ? ok({ ...found.value, hits: found.value.hits.map((hit) => ({ ...hit, snippet: '' })) })
    : found;
};
