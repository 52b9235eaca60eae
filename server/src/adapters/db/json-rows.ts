import { type Column, getTableColumns, type Table } from 'drizzle-orm';

// Rows PostgreSQL sends as JSON (`to_jsonb(row)`, `jsonb_agg(row)`): one value instead of a column per
// field, which saves the row description a driver parses on every execution, or whole round trips when
// several tables come in one statement. Each field is decoded by its column's own mapper, as drizzle
// decodes the column when it is selected: a timestamp's ISO text becomes a Date, and so on.

const columnsByTable = new WeakMap<Table, readonly (readonly [string, Column])[]>();

function columnsOf(table: Table): readonly (readonly [string, Column])[] {
  let columns = columnsByTable.get(table);
  if (columns === undefined) {
    columns = Object.entries(getTableColumns(table));
    columnsByTable.set(table, columns);
  }
  return columns;
}

const asObject = (json: unknown): Record<string, unknown> =>
  (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>;

/** One row of `table` sent as JSON (keys are column names); null stays null. */
export function rowFromJson<T extends Table>(table: T, json: unknown): T['$inferSelect'] | null {
  if (json === null || json === undefined) return null;
  const value = asObject(json);
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const stored = value[column.name];
    row[key] = stored === null || stored === undefined ? null : column.mapFromDriverValue(stored);
  }
  return row as T['$inferSelect'];
}

/** Rows of `table` sent as one JSON array (`coalesce(jsonb_agg(…), '[]')`). */
export function rowsFromJson<T extends Table>(table: T, json: unknown): T['$inferSelect'][] {
  const values = (typeof json === 'string' ? JSON.parse(json) : json) as unknown;
  if (!Array.isArray(values)) throw new Error(`Expected a JSON array of ${table._.name} rows`);
  return values.map((value: unknown) => {
    const row = rowFromJson(table, value);
    if (row === null) throw new Error(`A ${table._.name} row was null`);
    return row;
  });
}
