// Rows of `search_documents` as the search API names them: its element types and image URLs.
import * as z from 'zod';
import { SEARCH_TYPES, type SearchType } from '../../../domain/search/search.ts';
import type { IndexedHits } from '../../../ports/content/search-index.ts';
import { decodeRows } from '../raw-rows.ts';

/** `element_type` holds the API's own names, as the importer writes them. */
export const STORED_TYPES: Readonly<Record<SearchType, readonly [string, ...string[]]>> = {
  product: ['product'],
  page: ['page'],
  post: ['post'],
  'case-study': ['case-study'],
};

const API_TYPES = new Map(
  SEARCH_TYPES.flatMap((type) => STORED_TYPES[type].map((stored) => [stored, type] as const)),
);

/** Uploads are stored by path; the storefront loads them through `/img/`. URLs pass through. */
function imageUrlOf(stored: string | null): string | null {
  if (!stored) return null;
  if (/^(https?:)?\/\//.test(stored) || stored.startsWith('/')) return stored;
  return `/img/${stored.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`;
}

const HitRow = z.object({
  type: z.string().transform((stored, context) => {
    const type = API_TYPES.get(stored);
    if (type) return type;
    context.addIssue({ code: 'custom', message: `unknown element type ${stored}` });
    return z.NEVER;
  }),
  id: z.coerce.number().int(),
  uri: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  score: z.coerce.number(),
  total: z.coerce.number().int(),
  snippet: z.string().nullable(),
});

export function toHits(result: unknown): IndexedHits {
  const rows = decodeRows(result, HitRow);
  return {
    total: rows[0]?.total ?? 0,
    hits: rows.map((row) => ({
      type: row.type,
      id: row.id,
      title: row.title,
      uri: row.uri,
      rawSnippet: row.snippet ?? '',
      imageUrl: imageUrlOf(row.imageUrl),
      score: row.score,
    })),
  };
}
