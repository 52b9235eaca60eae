// What a shopper can search: products, content pages, blog posts and case studies, one document each.

export const SEARCH_TYPES = ['product', 'page', 'post', 'case-study'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export type SearchMode = 'full' | 'suggest';

/**
 * A search request after normalisation: `text` is what the index is asked for; `terms` are its words
 * (letters and digits only), for word-prefix suggestions and for ranking documents that contain only
 * some of the words.
 */
export interface SearchQuery {
  readonly text: string;
  readonly terms: readonly string[];
  readonly type: SearchType | null;
  readonly limit: number;
}

/** One searchable element as the index keeps it; `body` is plain text (HTML already stripped). */
export interface SearchDocument {
  readonly type: SearchType;
  readonly id: number;
  readonly uri: string;
  readonly title: string;
  readonly body: string;
  readonly imageUrl: string | null;
  readonly dateUpdated: Date;
}

export interface SearchHit {
  readonly type: SearchType;
  readonly id: number;
  readonly title: string;
  readonly uri: string;
  readonly url: string;
  /** HTML: the matched words in `<mark>`, everything else escaped. Empty for suggestions. */
  readonly snippet: string;
  readonly imageUrl: string | null;
  readonly score: number;
}

export interface SearchResults {
  readonly query: string;
  readonly total: number;
  readonly hits: readonly SearchHit[];
}
