import { and, desc, eq, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { CartRepository } from '../../../ports/cart/cart-repository.ts';
import type { Db } from '../database.ts';
import { cartByNumber, load } from './load-cart.ts';
import { save } from './save-cart.ts';
import { decodeRows } from '../raw-rows.ts';
import { inTransactionScope } from '../transaction-scope.ts';
import { orders } from '../schema.ts';

const nextId = z.object({ id: z.coerce.number().int() });

export function drizzleCartRepository(db: Db, now: () => Date = () => new Date()): CartRepository {
  return {
    findByNumber: cartByNumber(db),

    async latestOpenCartOf(customerId) {
      const [row] = await db
        .select({ number: orders.number })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.isCompleted, false)))
        .orderBy(desc(sql`${orders.totalQty} > 0`), desc(orders.dateUpdated), desc(orders.id))
        .limit(1);
      return row?.number ?? null;
    },

    async assignToCustomer(number, customerId) {
      await db
        .update(orders)
        .set({ customerId, email: null, dateUpdated: now() })
        .where(and(eq(orders.number, number), eq(orders.isCompleted, false)));
    },

    updateLocked: (number, work) =>
      db.transaction(async (tx) => {
        // The order row's lock serialises updates of a saved cart; before the first save there is no
        // row yet, so the number itself is locked for the transaction.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${number}`}))`);
        const stored = await load(tx, number, true);
        return inTransactionScope(tx as unknown as Db, () =>
          work({
            stored,
            async newLineItemId() {
              const rows = decodeRows(
                await tx.execute(sql`select nextval('element_ids') as id`),
                nextId,
              );
              const id = rows[0]?.id;
              if (id === undefined) throw new Error('element_ids gave no value');
              return id;
            },
            save: (cart) => save(tx, cart, now(), stored),
          }),
        );
      }),
  };
}
