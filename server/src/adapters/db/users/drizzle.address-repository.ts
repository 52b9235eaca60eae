import { desc, eq } from 'drizzle-orm';
import type { Address } from '../../../domain/addresses/address.ts';
import type { AddressRepository } from '../../../ports/addresses/address-repository.ts';
import type { Db } from '../database.ts';
import { addresses } from '../schema.ts';

type AddressRow = typeof addresses.$inferSelect;

// The table mirrors the domain type field for field; the type annotation keeps the two in step.
const toAddress = (row: AddressRow): Address => ({ ...row });

export function drizzleAddressRepository(db: Db): AddressRepository {
  return {
    async listByOwner(ownerId) {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.ownerId, ownerId))
        .orderBy(desc(addresses.dateCreated), desc(addresses.id));
      return rows.map(toAddress);
    },
    async findById(id) {
      const [row] = await db.select().from(addresses).where(eq(addresses.id, id)).limit(1);
      return row ? toAddress(row) : null;
    },
    async create({ dateCreated, ...address }) {
      const [row] = await db
        .insert(addresses)
        .values({ ...address, dateCreated, dateUpdated: dateCreated })
        .returning();
      if (!row) throw new Error('address insert returned nothing');
      return toAddress(row);
    },
    async update(id, fields, dateUpdated) {
      const [row] = await db
        .update(addresses)
        .set({ ...fields, dateUpdated })
        .where(eq(addresses.id, id))
        .returning();
      if (!row) throw new Error(`no address ${id}`);
      return toAddress(row);
    },
    async delete(id) {
      await db.delete(addresses).where(eq(addresses.id, id));
    },
  };
}
