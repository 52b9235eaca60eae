// What our own back-end's search accepts (server/src/domain/search/search-query.rules.ts, the same
// numbers and words), checked before either half of a Vendure shop's search is asked: a query is
// then refused or capped alike whichever back-ends it reaches, and Vendure is never asked for
// nothing (it would answer with every product).

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 50;
export const SUGGEST_LIMIT = 8;
export const MAX_QUERY_LENGTH = 200;

/**
 * Vendure's default search ignores a term of two characters or fewer and then lists every product:
 * such text finds no products (our own back-end would find "Oak" by "oa"; Vendure cannot).
 */
const VENDURE_SHORTEST_TERM = 3;

/** Compatibility forms folded, invisible characters dropped, white space collapsed, as ours. */
export const normalisedText = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();

/** Why our own back-end would refuse this search, in its words; null when it would answer. */
export const refusalOf = (text: string, limit: number | undefined): string | null => {
  if (!/[\p{L}\p{N}]/u.test(text)) return 'Enter something to search for.';
  if ([...text].length > MAX_QUERY_LENGTH)
    return `The search text may be at most ${MAX_QUERY_LENGTH} characters long.`;
  if (limit !== undefined && (!Number.isSafeInteger(limit) || limit < 1))
    return `Invalid limit “${limit}”: use a whole number from 1 up.`;
  return null;
};

/** More than the most is capped, not refused, as ours does. */
export const limitOf = (limit: number | undefined): number =>
  Math.min(limit ?? DEFAULT_LIMIT, MAX_LIMIT);

export const vendureCanSearch = (text: string): boolean => text.length >= VENDURE_SHORTEST_TERM;
