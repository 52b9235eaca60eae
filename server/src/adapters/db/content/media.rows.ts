// Assets as content refers to them: the columns to select (also through a table alias) and the
// mapping of a left join's row, where a missing asset is a row of nulls.
import type { MediaAsset } from '../../../domain/content/media.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The assets table or an alias of it (a row may refer to several assets). */
type AssetColumns = Record<'id' | 'path' | 'alt' | 'width' | 'height', AnyPgColumn>;

export const mediaColumns = <T extends AssetColumns>(
  table: T,
): Pick<T, 'id' | 'path' | 'alt' | 'width' | 'height'> => ({
  id: table.id,
  path: table.path,
  alt: table.alt,
  width: table.width,
  height: table.height,
});

type MaybeMedia = {
  readonly id: number | null;
  readonly path: string | null;
  readonly alt: string | null;
  readonly width: number | null;
  readonly height: number | null;
} | null;

export function toMedia(row: MaybeMedia): MediaAsset | null {
  if (!row || row.id === null || row.path === null) return null;
  return { id: row.id, path: row.path, alt: row.alt ?? '', width: row.width, height: row.height };
}
