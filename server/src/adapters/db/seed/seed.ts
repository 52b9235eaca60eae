import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describeProblem } from '../../../domain/content/content.errors.ts';
import type { PasswordHasher } from '../../../ports/users/password-hasher.ts';
import { importContentFolder } from '../../content/import-folder.ts';
import type { Db } from '../database.ts';
import { addresses, appliedSeeds, discounts, shippingMethods, taxRates, users } from '../schema.ts';
import { DEMO_DISCOUNTS, DEMO_SHIPPING_METHODS, DEMO_TAX_RATES } from './store-rules.seed.ts';
import { DEMO_ADDRESSES, DEMO_CUSTOMER, DEMO_STAFF } from './demo-customer.ts';
import { seedDemoPlans } from './subscription-plans.seed.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeedContext {
  readonly hasher: PasswordHasher;
  /** The demo shop's content folder (server/content/demo). */
  readonly demoContentDir: string;
  /** Where the demo's images are written. */
  readonly uploadsDir: string;
}

interface Seed {
  readonly name: string;
  run(tx: Tx, context: SeedContext): Promise<void>;
}

const SEEDS: readonly Seed[] = [
  {
    // The whole demo shop from its content folder. A database seeded with the older
    // 'demo-catalog-v1' gets it too: the import updates those 12 products by slug and SKU.
    name: 'demo-content-v1',
    async run(tx, context) {
      const imported = await importContentFolder({
        db: tx,
        dir: context.demoContentDir,
        uploadsDir: context.uploadsDir,
      });
      if (!imported.ok)
        throw new Error(
          `The demo content in ${context.demoContentDir} does not import:\n${imported.error.map(describeProblem).join('\n')}`,
        );
    },
  },
  {
    name: 'demo-customer-v1',
    async run(tx, { hasher }) {
      const [user] = await tx
        .insert(users)
        .values({
          uid: randomUUID(),
          username: DEMO_CUSTOMER.username,
          email: DEMO_CUSTOMER.email,
          passwordHash: await hasher.hash(DEMO_CUSTOMER.password),
          firstName: DEMO_CUSTOMER.firstName,
          lastName: DEMO_CUSTOMER.lastName,
          fullName: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
          active: true,
          lastPasswordChangeDate: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) return; // somebody registered that e-mail already: leave their account alone
      const saved = await tx
        .insert(addresses)
        .values(
          DEMO_ADDRESSES.map((address) => ({ ...address, uid: randomUUID(), ownerId: user.id })),
        )
        .returning({ id: addresses.id });
      const primary = saved[0]?.id ?? null;
      await tx
        .update(users)
        .set({ primaryBillingAddressId: primary, primaryShippingAddressId: primary })
        .where(eq(users.id, user.id));
    },
  },
  {
    // Shipping methods, tax rates and coupons (see store-rules.seed.ts).
    name: 'demo-store-rules-v1',
    async run(tx) {
      await tx.insert(shippingMethods).values(DEMO_SHIPPING_METHODS).onConflictDoNothing();
      await tx.insert(taxRates).values(DEMO_TAX_RATES);
      await tx.insert(discounts).values(DEMO_DISCOUNTS);
    },
  },
  {
    name: 'demo-staff-v1',
    async run(tx, { hasher }) {
      await tx
        .insert(users)
        .values({
          uid: randomUUID(),
          username: DEMO_STAFF.username,
          email: DEMO_STAFF.email,
          passwordHash: await hasher.hash(DEMO_STAFF.password),
          firstName: DEMO_STAFF.firstName,
          lastName: DEMO_STAFF.lastName,
          fullName: `${DEMO_STAFF.firstName} ${DEMO_STAFF.lastName}`,
          active: true,
          admin: true,
          lastPasswordChangeDate: new Date(),
        })
        // Somebody registered that e-mail already: their account stays as it is, and not staff.
        .onConflictDoNothing();
    },
  },
  {
    // Subscription plans on the Dummy gateway (see subscription-plans.seed.ts).
    name: 'demo-subscription-plans-v1',
    run: (tx) => seedDemoPlans(tx),
  },
];

/**
 * Fills a database with demo data, each seed once. A seed's marker row and its data commit together,
 * so an interrupted first start seeds again next time, and a later start changes nothing (nor brings
 * back demo data the shop owner deleted).
 */
export async function seedDemoData(db: Db, context: SeedContext): Promise<{ applied: boolean }> {
  let applied = false;
  // One read on the usual start, when every seed ran long ago; a seed not marked yet still claims its
  // marker inside its own transaction below, so two processes starting together seed it once.
  const marked = new Set(
    (await db.select({ name: appliedSeeds.name }).from(appliedSeeds)).map((row) => row.name),
  );
  for (const seed of SEEDS) {
    if (marked.has(seed.name)) continue;
    const ran = await db.transaction(async (tx) => {
      // Two processes starting on one empty database: the primary key on the marker lets only one win.
      const inserted = await tx
        .insert(appliedSeeds)
        .values({ name: seed.name })
        .onConflictDoNothing()
        .returning({ name: appliedSeeds.name });
      if (inserted.length === 0) return false;
      await seed.run(tx, context);
      return true;
    });
    applied ||= ran;
  }
  return { applied };
}
