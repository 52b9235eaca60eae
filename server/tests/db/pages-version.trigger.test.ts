// The version of what storefront pages show (migration 0016), which the page cache keys its pages by:
// any write to a table a page shows moves it, whoever writes; writes elsewhere (sessions, carts,
// mail) leave it, so the cache is not emptied by shoppers merely signing in or filling carts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlPagesVersion } from '../../src/adapters/db/storefront/sql.pages-version.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

const SHOWN = [
  'products',
  'variants',
  'product_images',
  'categories',
  'discounts',
  'pages',
  'blog_posts',
  'blog_categories',
  'case_studies',
  'singles',
  'menu_nodes',
  'assets',
];
const NOT_SHOWN = ['sessions', 'line_items', 'mail_outbox', 'rate_limit_hits', 'users'];

describe('the version of what storefront pages show', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.cleanup());

  // A statement on the table, even one that changes no row, is a write as the trigger sees it.
  const touch = (table: string) =>
    t.database.db.execute(sql.raw(`DELETE FROM ${table} WHERE false`));

  it('moves on a write to any table a page shows', async () => {
    const version = sqlPagesVersion(t.database.db);
    for (const table of SHOWN) {
      const before = await version.current();
      await touch(table);
      expect(await version.current(), table).not.toBe(before);
    }
  });

  it('stays put on writes to what pages do not show', async () => {
    const version = sqlPagesVersion(t.database.db);
    const before = await version.current();
    for (const table of NOT_SHOWN) await touch(table);
    expect(await version.current()).toBe(before);
  });
});
