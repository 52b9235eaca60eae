import { randomUUID } from 'node:crypto';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Subscription, SubscriptionPlan } from '../../../domain/subscriptions/subscription.ts';
import type {
  NewSubscription,
  SubscriptionRepository,
} from '../../../ports/payments/subscription-repository.ts';
import type { Db } from '../database.ts';
import { subscriptionPlans, subscriptions } from '../schema.ts';

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

async function onePlan(db: Db, where: SQL): Promise<SubscriptionPlan | null> {
  const [row] = await db.select().from(subscriptionPlans).where(where);
  return row ? toPlan(row) : null;
}

async function plans(db: Db): Promise<readonly SubscriptionPlan[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));
  return rows.map(toPlan);
}

async function byUid(db: Db, uid: string): Promise<Subscription | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.uid, uid));
  return row ? toSubscription(row) : null;
}

async function listFor(db: Db, userId: number): Promise<readonly Subscription[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.id));
  return rows.map(toSubscription);
}

async function create(db: Db, subscription: NewSubscription): Promise<Subscription> {
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
}

async function update(db: Db, s: Subscription): Promise<Subscription> {
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
}

export function drizzleSubscriptionRepository(db: Db): SubscriptionRepository {
  return {
    plans: () => plans(db),
    planByUid: (uid) => onePlan(db, eq(subscriptionPlans.uid, uid)),
    planById: (id) => onePlan(db, eq(subscriptionPlans.id, id)),
    byUid: (uid) => byUid(db, uid),
    listFor: (userId) => listFor(db, userId),
    create: (subscription) => create(db, subscription),
    update: (subscription) => update(db, subscription),
  };
}
