import { sql } from 'drizzle-orm';
import type { SearchEntry } from '../../../domain/content/search-entries.rules.ts';
import { searchDocuments } from '../schema.ts';
import { excluded, idOf, type Tx } from './upsert.ts';

/** Ids by natural key, per element type, of everything this import wrote. */
export type ElementIds = Readonly<Record<SearchEntry['elementType'], ReadonlyMap<string, number>>>;

/** `image_url` holds the upload path; the search API turns it into a `/img/` URL. */
export async function writeSearchDocuments(
  tx: Tx,
  entries: readonly SearchEntry[],
  ids: ElementIds,
): Promise<number> {
  if (entries.length === 0) return 0;
  await tx
    .insert(searchDocuments)
    .values(
      entries.map((entry) => ({
        elementType: entry.elementType,
        elementId: idOf(ids[entry.elementType], entry.key, entry.elementType),
        uri: entry.uri,
        title: entry.title,
        body: entry.body,
        imageUrl: entry.imagePath,
      })),
    )
    .onConflictDoUpdate({
      target: [searchDocuments.elementType, searchDocuments.elementId],
      set: {
        uri: excluded(searchDocuments.uri),
        title: excluded(searchDocuments.title),
        body: excluded(searchDocuments.body),
        imageUrl: excluded(searchDocuments.imageUrl),
        dateUpdated: sql`now()`,
      },
    });
  return entries.length;
}
