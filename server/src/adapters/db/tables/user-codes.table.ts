import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

// One-time codes for e-mail verification, activation and password reset: stored hashed, single use,
// expiring. Issuing a new code of a purpose replaces the user's previous one of that purpose.
export const userCodes = pgTable(
  'user_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('user_codes_user_purpose_idx').on(table.userId, table.purpose)],
);
