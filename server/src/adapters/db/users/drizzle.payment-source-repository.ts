import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { PaymentSource } from '../../../domain/payments/payment-source.ts';
import type { PaymentSourceRepository } from '../../../ports/payments/payment-source-repository.ts';
import type { Db } from '../database.ts';
import { paymentSources } from '../schema.ts';

type Row = typeof paymentSources.$inferSelect;

const toSource = (row: Row): PaymentSource => ({
  id: row.id,
  uid: row.uid,
  customerId: row.customerId,
  gatewayId: row.gatewayId,
  token: row.token,
  description: row.description,
  response: row.response,
  isPrimary: row.isPrimary,
});

export function drizzlePaymentSourceRepository(db: Db): PaymentSourceRepository {
  return {
    async find(id) {
      const [row] = await db.select().from(paymentSources).where(eq(paymentSources.id, id));
      return row ? toSource(row) : null;
    },

    async listFor(customerId) {
      const rows = await db
        .select()
        .from(paymentSources)
        .where(eq(paymentSources.customerId, customerId))
        .orderBy(asc(paymentSources.id));
      return rows.map(toSource);
    },

    create: (source) =>
      db.transaction(async (tx) => {
        if (source.isPrimary) {
          await tx
            .update(paymentSources)
            .set({ isPrimary: false })
            .where(eq(paymentSources.customerId, source.customerId));
        }
        const [row] = await tx
          .insert(paymentSources)
          .values({ ...source, uid: randomUUID() })
          .returning();
        if (!row) throw new Error('payment source not stored');
        return toSource(row);
      }),

    setPrimary: (customerId, id) =>
      db.transaction(async (tx) => {
        await tx
          .update(paymentSources)
          .set({ isPrimary: false })
          .where(and(eq(paymentSources.customerId, customerId), ne(paymentSources.id, id)));
        const updated = await tx
          .update(paymentSources)
          .set({ isPrimary: true, dateUpdated: new Date() })
          .where(and(eq(paymentSources.customerId, customerId), eq(paymentSources.id, id)))
          .returning({ id: paymentSources.id });
        return updated.length === 1;
      }),

    async delete(id) {
      const deleted = await db
        .delete(paymentSources)
        .where(eq(paymentSources.id, id))
        .returning({ id: paymentSources.id });
      return deleted.length === 1;
    },
  };
}
