import type * as z from 'zod';

/**
 * Rows of a raw `db.execute` result, decoded. node-postgres and PGlite both answer `{ rows }`, but
 * they type numbers differently (bigint and numeric come back as strings from node-postgres), so every
 * raw query decodes its rows with a schema that coerces.
 */
export function decodeRows<T>(result: unknown, row: z.ZodType<T>): T[] {
  const rows = (result as { readonly rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('The database driver answered without rows');
  return rows.map((value) => row.parse(value));
}
