import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Subscription, SubscriptionPlan } from '../../domain/subscriptions/subscription.ts';
import type { SubscriptionRepository } from '../../ports/subscription-repository.ts';
import type { Db } from './database.ts';
import { subscriptionPlans, subscriptions } from './schema.ts';

type PlanRow = typeof subscriptionPlans.$inferSelect;
type Row = typeof subscriptions.$inferSelect;

const toPlan = (row: PlanRow): SubscriptionPlan => ({
  id: row.id,
  uid: row.uid,
  gatewayId: row.gatewayId,
  name: row.name,
  handle: row.handle,
  reference: row.reference,
  description: row.description,
  enabled: row.enabled,
  isArchived: row.isArchived,
});

const toSubscription = (row: Row): Subscription => ({
  id: row.id,
  uid: row.uid,
  userId: row.userId,
  planId: row.planId,
  gatewayId: row.gatewayId,
  reference: row.reference,
  subscriptionData: row.subscriptionData,
  trialDays: row.trialDays,
  nextPaymentDate: row.nextPaymentDate,
  hasStarted: row.hasStarted,
  isCanceled: row.isCanceled,
  dateCanceled: row.dateCanceled,
  isExpired: row.isExpired,
  dateExpired: row.dateExpired,
  isSuspended: row.isSuspended,
  dateSuspended: row.dateSuspended,
  dateCreated: row.dateCreated,
  dateUpdated: row.dateUpdated,
});

export function drizzleSubscriptionRepository(db: Db): SubscriptionRepository {
  const onePlan = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(subscriptionPlans).where(where);
    return row ? toPlan(row) : null;
  };
  return {
    async plans() {
      const rows = await db
        .select()
        .from(subscriptionPlans)
        .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));
      return rows.map(toPlan);
    },
    planByUid: (uid) => onePlan(eq(subscriptionPlans.uid, uid)),
    planById: (id) => onePlan(eq(subscriptionPlans.id, id)),

    async byUid(uid) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.uid, uid));
      return row ? toSubscription(row) : null;
    },

    async listFor(userId) {
      const rows = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(asc(subscriptions.id));
      return rows.map(toSubscription);
    },

    async create(subscription) {
      const [row] = await db
        .insert(subscriptions)
        .values({
          ...subscription,
          subscriptionData: { ...subscription.subscriptionData },
          uid: randomUUID(),
        })
        .returning();
      if (!row) throw new Error('subscription not stored');
      return toSubscription(row);
    },

    async update(s) {
      const [row] = await db
        .update(subscriptions)
        .set({
          planId: s.planId,
          isCanceled: s.isCanceled,
          dateCanceled: s.dateCanceled,
          isExpired: s.isExpired,
          dateExpired: s.dateExpired,
          dateUpdated: s.dateUpdated,
        })
        .where(eq(subscriptions.id, s.id))
        .returning();
      if (!row) throw new Error(`subscription ${s.id} vanished`);
      return toSubscription(row);
    },
  };
}
