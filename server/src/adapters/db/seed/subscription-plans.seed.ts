// The demo store's subscription plan, on the Dummy gateway (a seed step of its own: applied seeds are
// never edited).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { gateways, subscriptionPlans } from '../schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DEMO_PLANS = [
  {
    handle: 'workshop-care',
    name: 'Workshop Care (monthly)',
    reference: 'workshop-care-monthly',
    description: 'Monthly blade sharpening and a yearly service of one machine.',
    sortOrder: 1,
  },
  {
    handle: 'workshop-care-plus',
    name: 'Workshop Care Plus (monthly)',
    reference: 'workshop-care-plus-monthly',
    description: 'Workshop Care for up to five machines.',
    sortOrder: 2,
  },
] as const;

export async function seedDemoPlans(tx: Tx): Promise<void> {
  const [dummy] = await tx
    .select({ id: gateways.id })
    .from(gateways)
    .where(eq(gateways.handle, 'dummy'));
  if (!dummy) return; // the shop owner removed the Dummy gateway: no demo plan
  await tx
    .insert(subscriptionPlans)
    .values(DEMO_PLANS.map((plan) => ({ ...plan, uid: randomUUID(), gatewayId: dummy.id })))
    .onConflictDoNothing();
}
