// The Stripe gateway row follows the configuration on every start: offered to shoppers while
// STRIPE_SECRET_KEY is set, hidden (not deleted: its transactions stay linked) when it is not.
import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { gateways } from '../schema.ts';

export const STRIPE_GATEWAY = {
  handle: 'stripe',
  name: 'Card (Stripe)',
  type: 'stripe',
  paymentType: 'purchase',
  sortOrder: 3,
} as const;

export async function syncStripeGateway(db: Db, configured: boolean): Promise<void> {
  if (configured) {
    await db
      .insert(gateways)
      .values({ ...STRIPE_GATEWAY, isFrontendEnabled: true })
      .onConflictDoUpdate({ target: gateways.handle, set: { isFrontendEnabled: true } });
    return;
  }
  await db
    .update(gateways)
    .set({ isFrontendEnabled: false })
    .where(eq(gateways.handle, STRIPE_GATEWAY.handle));
}
