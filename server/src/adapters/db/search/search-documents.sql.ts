// Search over `search_documents` with PostgreSQL's English full-text ranking plus pg_trgm similarity:
// misspelt words are matched against the catalog's vocabulary (`search_words`), so 'cordles dril'
// still finds the Cordless Drill. Matching uses the `<%` operator, which a trigram index answers, with
// its threshold set for the statement's own transaction (`set_config(…, true)`), so a pooled
// connection's session settings never change the result. Ties sort by title in the "C" collation so
// PGlite and PostgreSQL give the same order.
import { escapeLike } from '../like-pattern.ts';
import { type SQL, sql } from 'drizzle-orm';
import { MAX_LIMIT } from '../../../domain/search/search-query.rules.ts';
import { SEARCH_TYPES, type SearchQuery, type SearchType } from '../../../domain/search/search.ts';
import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  RESERVED_SNIPPET_CHARACTERS,
  SNIPPET_STAND_INS,
} from '../../../domain/search/search-snippet.rules.ts';
import { STORED_TYPES } from './search-documents.rows.ts';

/** Query-word-in-catalog-word similarity from which a catalog word counts as what the shopper meant. */
export const WORD_SIMILARITY_MIN = 0.6;
/**
 * How many matches, best by the cheap parts of the score and the prefix hint (ties by title), get the
 * full score: four times the largest page, so the trigram similarities that complete the score reorder
 * the best matches without being computed for every match of a common word.
 */
export const SEARCH_CANDIDATES = 4 * MAX_LIMIT;
/**
 * The catalog words a query word may stand for, most alike first: enough for a word's inflections and
 * likely corrections; a short word or a number resembles hundreds, which would only widen the query.
 */
const ALTERNATIVES_PER_WORD = 32;
/** How many suggestions, best by rank and title length, get the full score (the title similarity). */
export const SUGGEST_CANDIDATES = 100;
const HEADLINE_OPTIONS = [
  `StartSel=${HIGHLIGHT_START}`,
  `StopSel=${HIGHLIGHT_END}`,
  'MaxWords=35',
  'MinWords=15',
  'ShortWord=3',
  'MaxFragments=2',
  'FragmentDelimiter=" … "',
].join(', ');

const storedTypesOf = (types: readonly SearchType[]): SQL =>
  sql.join(
    types.flatMap((type) => STORED_TYPES[type].map((stored) => sql`${stored}::text`)),
    sql`, `,
  );

// translate(): the first characters become their stand-ins, the reserved ones (past the end of `to`)
// are deleted from the text.
const HIDE_FROM = `<>&${RESERVED_SNIPPET_CHARACTERS}`;
const HIDE_TO = `${SNIPPET_STAND_INS['<']}${SNIPPET_STAND_INS['>']}${SNIPPET_STAND_INS['&']}`;

const filters = (query: SearchQuery): SQL =>
  sql`d.element_type in (${storedTypesOf(query.type === null ? SEARCH_TYPES : [query.type])})`;

/** Terms are letters and digits only (domain rule), so this is always valid websearch syntax. */
const anyOf = (terms: readonly string[]): string => terms.join(' or ');

/** Every term as a prefix (`dril:*` finds drill); terms are letters and digits, so always valid. */
const anyPrefixOf = (terms: readonly string[]): string =>
  terms.map((term) => `${term}:*`).join(' | ');

/** `LIKE` treats `%`, `_` and `\` specially: a shopper's text must match literally. */
const likePrefix = (text: string): string => `${escapeLike(text.toLowerCase())}%`;

/**
 * `term`, `alternative` and `corrected`: each query word's resembling catalog words (word similarity
 * through the vocabulary's trigram index, most alike first), and `corrected.q`, the query that wants
 * one of them for every word, in the given text-search configuration. Stop words and words like
 * nothing in the catalog are left out; with none left `corrected.q` is null.
 */
const vocabularyQuery = (terms: readonly string[], config: 'english' | 'simple'): SQL => sql`
        term as (
          select t.term, t.ord
          -- Terms are letter-and-digit runs (domain rule): a space separates them safely.
          from unnest(string_to_array(${terms.join(' ')}::text, ' ')) with ordinality as t (term, ord)
          where numnode(plainto_tsquery('english', t.term)) > 0
        ),
        alternative as (
          select term.ord, w.word
          from term
          cross join lateral (
            select s.word from search_words s
            where term.term <% s.word
            order by term.term <<-> s.word, s.word
            limit ${ALTERNATIVES_PER_WORD}
          ) w
        ),
        corrected as (
          select tsquery_and_agg(per_term.q order by per_term.ord) as q
          from (select a.ord, tsquery_or_agg(plainto_tsquery(${config}::regconfig, a.word)) as q
                from alternative a group by a.ord) per_term
        )`;

// Matching: the query as the shopper wrote it (websearch syntax: quotes, `or`, `-`) or, word by
// word, any of the catalog's words that the query word resembles (word similarity, through the
// vocabulary's trigram index: 'cordles' → cordless, 'dril' → drill, drills, drilling). Every query
// word that resembles some word must match; stop words and words like nothing in the catalog are
// left out, so one unknown word does not empty the results.
//
// Score = exact title (1) + full-text cover density of all the words (0..1) and, at half
// weight, of any of them (so with one word misspelt, documents holding the others rank first)
// + title similarity (0..1). Ranked in two steps, because the similarities are the costly part
// and a common word matches thousands of titles: every match gets the exact-title bonus, the
// rank of all the words and a hint for the cut (the rank of any word as a prefix, so 'cordless
// dril' puts the drills first); the best SEARCH_CANDIDATES by those get the full score. Snippets
// are built only for the rows that survive the limit: ts_headline re-parses whole bodies.
export function searchStatement(query: SearchQuery): SQL {
  const text = query.text;
  return sql`
    with ${vocabularyQuery(query.terms, 'english')},
    wanted as (
      select coalesce(websearch_to_tsquery('english', ${text}::text) || corrected.q,
                      websearch_to_tsquery('english', ${text}::text)) as q
      from corrected
    ),
    matches as (
      select d.element_type, d.element_id, d.title,
             (case when lower(d.title) = lower(${text}::text) then 1 else 0 end) as exact,
             ts_rank_cd(d.search_vector, websearch_to_tsquery('english', ${text}::text), 32) as all_rank,
             ts_rank_cd(d.search_vector, to_tsquery('english', ${anyPrefixOf(query.terms)}::text), 32) as hint
      from search_documents d, wanted
      where ${filters(query)} and d.search_vector @@ wanted.q
    ),
    candidates as (
      select m.element_type, m.element_id, m.title, m.exact, m.all_rank, count(*) over () as total
      from matches m
      order by m.exact + m.all_rank + m.hint / 2 desc, m.title collate "C", m.element_type,
               m.element_id
      limit ${SEARCH_CANDIDATES}
    ),
    ranked as (
      select c.element_type, c.element_id, c.title, c.total,
             round((
               c.exact + c.all_rank
               + ts_rank_cd(d.search_vector,
                            websearch_to_tsquery('english', ${anyOf(query.terms)}::text), 32) / 2
               + greatest(similarity(c.title, lower(${text}::text)),
                          word_similarity(lower(${text}::text), c.title))
             )::numeric, 4) as score
      from candidates c
      join search_documents d on d.element_type = c.element_type and d.element_id = c.element_id
      order by score desc, c.title collate "C", c.element_type, c.element_id
      limit ${query.limit}
    )
    select r.element_type as "type", r.element_id as "id", d.uri, r.title,
           d.image_url as "imageUrl", r.score, r.total,
           ts_headline('english',
                       translate(d.body, ${HIDE_FROM}::text, ${HIDE_TO}::text),
                       websearch_to_tsquery('english', ${text}::text),
                       ${HEADLINE_OPTIONS}::text) as snippet
    from ranked r
    join search_documents d on d.element_type = r.element_type and d.element_id = r.element_id
    order by r.score desc, r.title collate "C", r.element_type, r.element_id
  `;
}

// Two arms, one index: titles with words starting with every typed word (the last one is
// usually half typed) and titles holding, for every word, a catalog word it resembles
// ('cordlss dri' finds the cordless drills). Rank: 2 when the title starts with the text, 1 for
// the first arm, 0 for the second. Score = rank + the text's word similarity to the title,
// computed for the best SUGGEST_CANDIDATES by rank and title length only (a common word
// matches thousands of titles, and the similarity is the costly part; shorter titles are the
// closer suggestions).
// Terms are letter-and-digit runs (domain rule), so `term:*` is always valid tsquery syntax.
export function suggestStatement(query: SearchQuery): SQL {
  const prefixQuery = query.terms.map((term) => `${term}:*`).join(' & ');
  return sql`
    with ${vocabularyQuery(query.terms, 'simple')},
    arms as (
      select d.element_type, d.element_id, d.title, 1 as rank from search_documents d
      where ${filters(query)}
        and to_tsvector('simple', d.title) @@ to_tsquery('simple', ${prefixQuery}::text)
      union all
      select d.element_type, d.element_id, d.title, 0 from search_documents d, corrected
      where ${filters(query)} and to_tsvector('simple', d.title) @@ corrected.q
    ),
    candidates as (
      select a.element_type, a.element_id, a.title,
             case when lower(a.title) like ${likePrefix(query.text)}::text then 2
                  else max(a.rank) end as rank,
             count(*) over () as total
      from arms a
      group by a.element_type, a.element_id, a.title
      order by 4 desc, length(a.title), a.title collate "C", a.element_type, a.element_id
      limit ${SUGGEST_CANDIDATES}
    )
    select c.element_type as "type", c.element_id as "id", d.uri, c.title,
           d.image_url as "imageUrl", '' as snippet,
           round((c.rank + word_similarity(lower(${query.text}::text), c.title))::numeric, 4)
             as score,
           c.total
    from candidates c
    join search_documents d on d.element_type = c.element_type and d.element_id = c.element_id
    order by score desc, c.title collate "C", c.element_type, c.element_id
    limit ${query.limit}
  `;
}
