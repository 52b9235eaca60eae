// The Dummy gateway's card form as the storefront posts it, and the demo gateways' ids.
import { gateways } from '../../src/adapters/db/schema.ts';
import type { Db } from '../../src/adapters/db/database.ts';

/** An expiry year that stays in the future whenever the tests run. */
export const CARD_EXPIRY_YEAR = String(new Date().getUTCFullYear() + 2);

export const dummyCard = (number: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  number,
  month: '12',
  year: CARD_EXPIRY_YEAR,
  cvv: '123',
  ...extra,
});

/** The id of the demo store's gateway of this type ('dummy', 'manual'). */
export async function gatewayIdOf(db: Db, type: string): Promise<number> {
  const row = (await db.select().from(gateways)).find((candidate) => candidate.type === type);
  if (!row) throw new Error(`the demo store has no ${type} gateway`);
  return row.id;
}
