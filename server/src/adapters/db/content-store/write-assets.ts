import { sql } from 'drizzle-orm';
import type { AssetRecord } from '../../../ports/content/content-store.ts';
import { assets } from '../schema.ts';
import { excluded, idsBy, type Tx } from './upsert.ts';

/** Upserts assets by path; returns their ids by path. */
export async function writeAssets(
  tx: Tx,
  records: readonly AssetRecord[],
): Promise<Map<string, number>> {
  if (records.length === 0) return new Map();
  const rows = await tx
    .insert(assets)
    .values(records.map((record) => ({ ...record })))
    .onConflictDoUpdate({
      target: assets.path,
      set: {
        alt: excluded(assets.alt),
        mimeType: excluded(assets.mimeType),
        width: excluded(assets.width),
        height: excluded(assets.height),
        dateUpdated: sql`now()`,
      },
    })
    .returning({ id: assets.id, path: assets.path });
  return idsBy(rows, 'path');
}
