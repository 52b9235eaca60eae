import { bigserial, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { FieldChange } from '../../../domain/catalog/staff-edits.rules.ts';
import { users } from './users.table.ts';

// Every change staff make, in the transaction that made it: to the catalogue (a variant's stock or
// price, a product's sale) and to orders (a status, a payment marked, a return's steps and refund):
// who, when, which record, and each field's value before and after. The back office reads it as its
// audit log.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the staff member; kept as null if their account is deleted later */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'variant' | 'product' | 'order' | 'return' */
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    /** `[{field, from, to}]`, one per field that changed */
    changes: jsonb('changes').$type<readonly FieldChange[]>().notNull(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  // Read newest first: the primary key's index, scanned backwards.
  (table) => [
    check(
      'audit_log_entity_type_check',
      sql`${table.entityType} IN ('variant', 'product', 'order', 'return')`,
    ),
  ],
);
