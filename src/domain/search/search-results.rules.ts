import type { SearchHit, SearchType } from '../content/content';

/** Suggestions are asked for once typing pauses this long. */
export const SUGGEST_DEBOUNCE_MS = 250;

/** How groups are ordered and titled on the results page and in the overlay. */
export const SEARCH_GROUPS: readonly { readonly type: SearchType; readonly label: string }[] = [
  { type: 'product', label: 'Products' },
  { type: 'page', label: 'Pages' },
  { type: 'post', label: 'Blog posts' },
  { type: 'case-study', label: 'Case studies' },
];

export interface SearchGroup {
  readonly type: SearchType;
  readonly label: string;
  readonly hits: readonly SearchHit[];
}

/** Hits grouped by type in the fixed group order, keeping their order within a group; empty groups left out. */
export const groupSearchHits = (hits: readonly SearchHit[]): SearchGroup[] =>
  SEARCH_GROUPS.map(({ type, label }) => ({
    type,
    label,
    hits: hits.filter((hit) => hit.type === type),
  })).filter((group) => group.hits.length > 0);

/** The hits in the order the groups show them: the order arrow keys move through. */
export const hitsInDisplayOrder = (hits: readonly SearchHit[]): SearchHit[] =>
  groupSearchHits(hits).flatMap((group) => group.hits);

/**
 * Arrow-key movement over `count` options: -1 is the text box itself. Down from the text box goes
 * to the first option, past the last wraps to the text box, and up does the reverse.
 */
export const moveActiveIndex = (active: number, count: number, step: 1 | -1): number => {
  if (count <= 0) return -1;
  const positions = count + 1;
  const current = active < -1 || active >= count ? -1 : active;
  return ((current + 1 + step + positions) % positions) - 1;
};

/** The /search address for a query. */
export const searchPath = (text: string): string => {
  const trimmed = text.trim();
  return trimmed === '' ? '/search' : `/search?q=${encodeURIComponent(trimmed)}`;
};
