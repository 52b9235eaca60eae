// Search over `search_documents` with PostgreSQL's English full-text ranking plus pg_trgm similarity of
// titles (so 'cordles dril' still finds the Cordless Drill). Matching uses the `<%` operator, which the
// trigram index answers, with its threshold set for the statement's own transaction (`set_config(…,
// true)`), so a pooled connection's session settings never change the result. Ties sort by title in
// the "C" collation so PGlite and PostgreSQL give the same order.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import { SEARCH_TYPES, type SearchQuery, type SearchType } from '../../domain/search/search.ts';
import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  RESERVED_SNIPPET_CHARACTERS,
  SNIPPET_STAND_INS,
} from '../../domain/search/search-snippet.rules.ts';
import type { IndexedHits, SearchIndex } from '../../ports/search-index.ts';
import type { Db } from './database.ts';
import { decodeRows } from './raw-rows.ts';
import { searchDocuments } from './schema.ts';

/** Query-in-title word similarity from which a title counts as a (possibly misspelt) match. */
const WORD_SIMILARITY_MIN = 0.6;
const HEADLINE_OPTIONS = [
  `StartSel=${HIGHLIGHT_START}`,
  `StopSel=${HIGHLIGHT_END}`,
  'MaxWords=35',
  'MinWords=15',
  'ShortWord=3',
  'MaxFragments=2',
  'FragmentDelimiter=" … "',
].join(', ');

/** `element_type` holds the API's own names, as the importer writes them. */
const STORED_TYPES: Readonly<Record<SearchType, readonly [string, ...string[]]>> = {
  product: ['product'],
  page: ['page'],
  post: ['post'],
  'case-study': ['case-study'],
};

const API_TYPES = new Map(
  SEARCH_TYPES.flatMap((type) => STORED_TYPES[type].map((stored) => [stored, type] as const)),
);

const storedTypesOf = (types: readonly SearchType[]): SQL =>
  sql.join(
    types.flatMap((type) => STORED_TYPES[type].map((stored) => sql`${stored}::text`)),
    sql`, `,
  );

/** Uploads are stored by path; the storefront loads them through `/img/`. URLs pass through. */
function imageUrlOf(stored: string | null): string | null {
  if (!stored) return null;
  if (/^(https?:)?\/\//.test(stored) || stored.startsWith('/')) return stored;
  return `/img/${stored.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`;
}

// translate(): the first characters become their stand-ins, the reserved ones (past the end of `to`)
// are deleted from the text.
const HIDE_FROM = `<>&${RESERVED_SNIPPET_CHARACTERS}`;
const HIDE_TO = `${SNIPPET_STAND_INS['<']}${SNIPPET_STAND_INS['>']}${SNIPPET_STAND_INS['&']}`;

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

const filters = (query: SearchQuery): SQL =>
  sql`d.element_type in (${storedTypesOf(query.type === null ? SEARCH_TYPES : [query.type])})`;

/** Terms are letters and digits only (domain rule), so this is always valid websearch syntax. */
const anyOf = (terms: readonly string[]): string => terms.join(' or ');

/** `LIKE` treats `%`, `_` and `\` specially: a shopper's text must match literally. */
const likePrefix = (text: string): string => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

function toHits(result: unknown): IndexedHits {
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

export function drizzleSearchIndex(db: Db): SearchIndex {
  /** Runs one search statement with `<%` meaning word_similarity >= WORD_SIMILARITY_MIN. */
  const withWordSimilarityThreshold = (statement: SQL) =>
    db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_MIN)}, true)`,
      );
      return tx.execute(statement);
    });

  return {
    async search(query) {
      // Score = exact title (1) + full-text cover density of all the words (0..1) and, at half
      // weight, of any of them (so with one word misspelt, documents holding the others rank first)
      // + title similarity (0..1). Snippets are built only for the rows that survive the limit:
      // ts_headline re-parses whole bodies.
      const result = await withWordSimilarityThreshold(sql`
        with query as (
          select websearch_to_tsquery('english', ${query.text}::text) as tsq,
                 websearch_to_tsquery('english', ${anyOf(query.terms)}::text) as anyq,
                 lower(${query.text}::text) as q
        ),
        -- One arm per index (full text, trigram): an OR over both would be planned as a full scan.
        matches as (
          select d.element_type, d.element_id from search_documents d
          where ${filters(query)}
            and d.search_vector @@ websearch_to_tsquery('english', ${query.text}::text)
          union
          select d.element_type, d.element_id from search_documents d
          where ${filters(query)} and lower(${query.text}::text) <% d.title
        ),
        ranked as (
          select d.element_type, d.element_id, d.uri, d.title, d.body, d.image_url,
                 round((
                   (case when lower(d.title) = query.q then 1 else 0 end)
                   + ts_rank_cd(d.search_vector, query.tsq, 32)
                   + ts_rank_cd(d.search_vector, query.anyq, 32) / 2
                   + greatest(similarity(d.title, query.q), word_similarity(query.q, d.title))
                 )::numeric, 4) as score,
                 count(*) over () as total
          from search_documents d
          join matches m on m.element_type = d.element_type and m.element_id = d.element_id
          cross join query
          order by score desc, d.title collate "C", d.element_type, d.element_id
          limit ${query.limit}
        )
        select r.element_type as "type", r.element_id as "id", r.uri, r.title,
               r.image_url as "imageUrl", r.score, r.total,
               ts_headline('english',
                           translate(r.body, ${HIDE_FROM}::text, ${HIDE_TO}::text),
                           query.tsq, ${HEADLINE_OPTIONS}::text) as snippet
        from ranked r cross join query
        order by r.score desc, r.title collate "C", r.element_type, r.element_id
      `);
      return toHits(result);
    },

    async suggest(query) {
      // Terms are letter-and-digit runs (domain rule), so `term:*` is always valid tsquery syntax.
      const prefixQuery = query.terms.map((term) => `${term}:*`).join(' & ');
      const result = await withWordSimilarityThreshold(sql`
        with query as (
          select lower(${query.text}::text) as q,
                 ${likePrefix(query.text)}::text as title_prefix,
                 to_tsquery('simple', ${prefixQuery}::text) as words
        ),
        -- One arm per index (trigram for the prefix and the similarity, the title's simple words).
        matches as (
          select d.element_type, d.element_id from search_documents d
          where ${filters(query)} and d.title ilike ${likePrefix(query.text)}::text
          union
          select d.element_type, d.element_id from search_documents d
          where ${filters(query)}
            and to_tsvector('simple', d.title) @@ to_tsquery('simple', ${prefixQuery}::text)
          union
          select d.element_type, d.element_id from search_documents d
          where ${filters(query)} and lower(${query.text}::text) <% d.title
        )
        select d.element_type as "type", d.element_id as "id", d.uri, d.title,
               d.image_url as "imageUrl", '' as snippet,
               round((
                 (case when lower(d.title) like query.title_prefix then 2
                       when to_tsvector('simple', d.title) @@ query.words then 1
                       else 0 end)
                 + word_similarity(query.q, d.title)
               )::numeric, 4) as score,
               count(*) over () as total
        from search_documents d
        join matches m on m.element_type = d.element_type and m.element_id = d.element_id
        cross join query
        order by score desc, d.title collate "C", d.element_type, d.element_id
        limit ${query.limit}
      `);
      return toHits(result);
    },

    async upsert(document) {
      const values = {
        elementType: STORED_TYPES[document.type][0],
        elementId: document.id,
        uri: document.uri,
        title: document.title,
        body: document.body,
        imageUrl: document.imageUrl,
        dateUpdated: document.dateUpdated,
      };
      await db
        .insert(searchDocuments)
        .values(values)
        .onConflictDoUpdate({
          target: [searchDocuments.elementType, searchDocuments.elementId],
          set: {
            uri: values.uri,
            title: values.title,
            body: values.body,
            imageUrl: values.imageUrl,
            dateUpdated: values.dateUpdated,
          },
        });
    },

    async remove(type, id) {
      await db
        .delete(searchDocuments)
        .where(
          and(
            inArray(searchDocuments.elementType, [...STORED_TYPES[type]]),
            eq(searchDocuments.elementId, id),
          ),
        );
    },
  };
}
