// The search index over `search_documents`; the statements it runs are in search-documents.sql.ts.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SearchDocument, SearchType } from '../../../domain/search/search.ts';
import type { SearchIndex } from '../../../ports/content/search-index.ts';
import type { Db } from '../database.ts';
import { searchDocuments } from '../schema.ts';
import { STORED_TYPES, toHits } from './search-documents.rows.ts';
import { searchStatement, suggestStatement, WORD_SIMILARITY_MIN } from './search-documents.sql.ts';

/**
 * Runs one search statement with `<%` meaning word_similarity >= WORD_SIMILARITY_MIN, reading
 * through the indexes: the planner prices a full-text match (`@@`) on a full scan like any operator
 * and picks a sequential scan once a word matches a few thousand documents, which decodes every
 * document's vector (3-5x slower than the GIN index on 100,000 documents).
 */
const withSearchSettings = (db: Db, statement: SQL) =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_MIN)}, true),
                 set_config('enable_seqscan', 'off', true)`,
    );
    return tx.execute(statement);
  });

async function upsert(db: Db, document: SearchDocument): Promise<void> {
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
}

async function remove(db: Db, type: SearchType, id: number): Promise<void> {
  await db
    .delete(searchDocuments)
    .where(
      and(
        inArray(searchDocuments.elementType, [...STORED_TYPES[type]]),
        eq(searchDocuments.elementId, id),
      ),
    );
}

export function drizzleSearchIndex(db: Db): SearchIndex {
  return {
    search: async (query) => toHits(await withSearchSettings(db, searchStatement(query))),
    suggest: async (query) => toHits(await withSearchSettings(db, suggestStatement(query))),
    upsert: (document) => upsert(db, document),
    remove: (type, id) => remove(db, type, id),
  };
}
