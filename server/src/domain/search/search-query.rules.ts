import { err, ok, type Result } from '../shared/result.ts';
import { SEARCH_TYPES, type SearchMode, type SearchQuery, type SearchType } from './search.ts';
import type { SearchRequestError } from './search.errors.ts';

export const MAX_QUERY_LENGTH = 200;
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 50;
export const SUGGEST_LIMIT = 8;
/** Prefix terms beyond this add nothing to a title match and only cost time. */
export const MAX_PREFIX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/** The query string as a client sends it: repeated keys arrive as arrays. */
export interface RawSearchParams {
  readonly q?: unknown;
  readonly type?: unknown;
  readonly limit?: unknown;
  readonly mode?: unknown;
}

export interface SearchRequest {
  readonly mode: SearchMode;
  readonly query: SearchQuery;
}

/**
 * Compatibility forms folded (NFKC: full-width letters, ligatures), control and format characters dropped
 * (they are invisible and would defeat matching), runs of white space collapsed.
 */
export function normaliseQueryText(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Lower-case letter-and-digit runs, unique, in order: safe to use as prefix terms in any query syntax. */
export function prefixTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => [...word].slice(0, MAX_TERM_LENGTH).join('')))].slice(
    0,
    MAX_PREFIX_TERMS,
  );
}

const single = (value: unknown): string | undefined | null =>
  value === undefined ? undefined : typeof value === 'string' ? value : null;

const isSearchType = (value: string): value is SearchType =>
  (SEARCH_TYPES as readonly string[]).includes(value);

function parseMode(raw: unknown): Result<SearchMode, SearchRequestError> {
  const value = single(raw);
  if (value === undefined || value === '' || value === 'full') return ok('full');
  if (value === 'suggest') return ok('suggest');
  return err({ kind: 'unknown-mode', value: String(value ?? raw) });
}

function parseType(raw: unknown): Result<SearchType | null, SearchRequestError> {
  const value = single(raw);
  if (value === undefined || value === '') return ok(null);
  if (value !== null && isSearchType(value)) return ok(value);
  return err({ kind: 'unknown-type', value: String(value ?? raw) });
}

/** Absent means the mode's default; more than the mode allows is capped rather than refused. */
function parseLimit(raw: unknown, mode: SearchMode): Result<number, SearchRequestError> {
  const max = mode === 'suggest' ? SUGGEST_LIMIT : MAX_LIMIT;
  const value = single(raw);
  if (value === undefined || value === '')
    return ok(mode === 'suggest' ? SUGGEST_LIMIT : DEFAULT_LIMIT);
  if (value === null || !/^\d{1,6}$/.test(value) || Number(value) < 1)
    return err({ kind: 'invalid-limit', value: String(value ?? raw) });
  return ok(Math.min(Number(value), max));
}

function parseText(raw: unknown): Result<string, SearchRequestError> {
  const value = single(raw);
  if (value === null) return err({ kind: 'empty-query' });
  const text = normaliseQueryText(value ?? '');
  if (text === '' || prefixTerms(text).length === 0) return err({ kind: 'empty-query' });
  if ([...text].length > MAX_QUERY_LENGTH)
    return err({ kind: 'query-too-long', max: MAX_QUERY_LENGTH });
  return ok(text);
}

export function parseSearchRequest(
  raw: RawSearchParams,
): Result<SearchRequest, SearchRequestError> {
  const mode = parseMode(raw.mode);
  if (!mode.ok) return mode;
  const text = parseText(raw.q);
  if (!text.ok) return text;
  const type = parseType(raw.type);
  if (!type.ok) return type;
  const limit = parseLimit(raw.limit, mode.value);
  if (!limit.ok) return limit;
  return ok({
    mode: mode.value,
    query: {
      text: text.value,
      terms: prefixTerms(text.value),
      type: type.value,
      limit: limit.value,
    },
  });
}

/** The storefront path of an element's URI (`''` is the home page). */
export const urlOfUri = (uri: string): string => `/${uri.replace(/^\/+/, '')}`;
