import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Craft's user element: identity, status flags, login tracking. Secrets (password hash) never leave
// the repository adapter; verification codes live in user_codes.
export const users = pgTable(
  'users',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('element_ids')`),
    uid: text('uid').notNull().unique(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    unverifiedEmail: text('unverified_email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    fullName: text('full_name'),
    photoId: integer('photo_id'),
    preferredLanguage: text('preferred_language'),
    primaryBillingAddressId: integer('primary_billing_address_id'),
    primaryShippingAddressId: integer('primary_shipping_address_id'),
    active: boolean('active').notNull().default(false),
    pending: boolean('pending').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    suspended: boolean('suspended').notNull().default(false),
    admin: boolean('admin').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    archived: boolean('archived').notNull().default(false),
    passwordResetRequired: boolean('password_reset_required').notNull().default(false),
    lastLoginDate: timestamp('last_login_date', { withTimezone: true }),
    lastLoginAttemptIp: text('last_login_attempt_ip'),
    invalidLoginCount: integer('invalid_login_count').notNull().default(0),
    lastInvalidLoginDate: timestamp('last_invalid_login_date', { withTimezone: true }),
    lockoutDate: timestamp('lockout_date', { withTimezone: true }),
    lastPasswordChangeDate: timestamp('last_password_change_date', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
  ],
);
