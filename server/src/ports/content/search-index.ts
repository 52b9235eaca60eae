import type { SearchDocument, SearchQuery, SearchType } from '../../domain/search/search.ts';

/** A match as the index ranks it; `rawSnippet` marks matches with the domain's highlight characters. */
export interface IndexedHit {
  readonly type: SearchType;
  readonly id: number;
  readonly title: string;
  readonly uri: string;
  readonly rawSnippet: string;
  readonly imageUrl: string | null;
  /** Higher is better; rounded so that every database engine gives the same order. */
  readonly score: number;
}

export interface IndexedHits {
  readonly hits: readonly IndexedHit[];
  /** All matches, before the limit. */
  readonly total: number;
}

export interface SearchIndex {
  /** Full-text ranking plus trigram similarity of titles, so misspelt words still match. */
  search(query: SearchQuery): Promise<IndexedHits>;
  /** Titles only: whole-title and word prefixes first, then similar titles. Snippets are empty. */
  suggest(query: SearchQuery): Promise<IndexedHits>;
  /** Content writers call these to keep the index in step with their elements. */
  upsert(document: SearchDocument): Promise<void>;
  remove(type: SearchType, id: number): Promise<void>;
}
