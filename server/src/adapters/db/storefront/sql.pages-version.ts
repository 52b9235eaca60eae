// The version is a sequence that triggers on every table a storefront page shows bump (migration
// 0016_storefront_pages_version.sql): reading it takes no lock and sees other processes' bumps at once.
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { PagesVersionSource } from '../../../ports/storefront/pages-version.ts';
import type { Db } from '../database.ts';
import { decodeRows } from '../raw-rows.ts';

const versionRow = z.object({ last_value: z.coerce.string(), is_called: z.boolean() });

export const sqlPagesVersion = (db: Db): PagesVersionSource => ({
  async current() {
    const [row] = decodeRows(
      await db.execute(sql`SELECT last_value, is_called FROM storefront_pages_version`),
      versionRow,
    );
    if (row === undefined) throw new Error('The storefront pages version has no row');
    return row.is_called ? row.last_value : '0';
  },
});
