import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Fixed-window counters for rate limits when no Redis is configured (shared by all server processes).
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
