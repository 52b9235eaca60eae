import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Like a migrations table, for demo data: a seed runs once per database, so a restart neither duplicates
// demo products nor brings back ones the shop owner deleted.
export const appliedSeeds = pgTable('applied_seeds', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
