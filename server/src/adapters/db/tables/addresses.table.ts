import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

// Craft's address element fields plus the storefront's extra fields (phone, attention, company...).
// Whether an address is a customer's primary billing/shipping one lives on the user row.
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('element_ids')`),
    uid: text('uid').notNull().unique(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    countryCode: text('country_code').notNull(),
    administrativeArea: text('administrative_area'),
    locality: text('locality'),
    dependentLocality: text('dependent_locality'),
    postalCode: text('postal_code'),
    sortingCode: text('sorting_code'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    organization: text('organization'),
    organizationTaxId: text('organization_tax_id'),
    fullName: text('full_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    attention: text('attention'),
    companyName: text('company_name'),
    businessId: text('business_id'),
    notes: text('notes'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('addresses_owner_id_idx').on(table.ownerId)],
);
