import { eq } from 'drizzle-orm';
import type { CartRepository } from '../../ports/cart-repository.ts';
import type { Db } from './database.ts';
import { orders } from './schema.ts';

export function drizzleCartRepository(db: Db): CartRepository {
  return {
    async findByNumber(number) {
      const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
      if (!row) return null;
      return {
        id: row.id,
        number: row.number,
        email: row.email,
        currency: row.currency,
        isCompleted: row.isCompleted,
        lineItems: [],
        dateCreated: row.dateCreated,
        dateUpdated: row.dateUpdated,
        dateOrdered: row.dateOrdered,
      };
    },
  };
}
