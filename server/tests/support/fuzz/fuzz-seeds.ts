import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/adapters/db/database.ts';
import type { FuzzSeeds } from './malformed-requests.ts';

/** A purchasable in stock and the test gateway, from the demo data. */
export async function fuzzSeedsFrom(db: Db): Promise<FuzzSeeds> {
  const first = async (query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows: { id: number }[] };
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error('the demo data lacks what the fuzz run needs');
    return Number(id);
  };
  return {
    purchasableId: await first(
      sql`SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
           WHERE (v.stock IS NULL OR v.stock > 10) AND NOT p.call_for_quote ORDER BY v.id LIMIT 1`,
    ),
    gatewayId: await first(sql`SELECT id FROM gateways WHERE type = 'dummy' LIMIT 1`),
  };
}
