import { sql } from 'drizzle-orm';
import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

// A user's photo, re-encoded on upload (no original bytes are ever served back).
export const userPhotos = pgTable('user_photos', {
  id: integer('id')
    .primaryKey()
    .default(sql`nextval('element_ids')`),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  data: bytea('data').notNull(),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});
