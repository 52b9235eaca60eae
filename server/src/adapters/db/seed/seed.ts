import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PasswordHasher } from '../../../ports/password-hasher.ts';
import type { Db } from '../database.ts';
import { addresses, appliedSeeds, products, users, variants } from '../schema.ts';
import { demoCatalog } from './demo-catalog.ts';
import { DEMO_ADDRESSES, DEMO_CUSTOMER } from './demo-customer.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Seed {
  readonly name: string;
  run(tx: Tx, hasher: PasswordHasher): Promise<void>;
}

const SEEDS: readonly Seed[] = [
  {
    name: 'demo-catalog-v1',
    async run(tx) {
      for (const [index, product] of demoCatalog.entries()) {
        const [row] = await tx
          .insert(products)
          .values({ title: product.title, slug: product.slug, sortOrder: index })
          .returning({ id: products.id });
        if (!row) throw new Error(`Could not insert demo product ${product.slug}`);
        await tx.insert(variants).values(
          product.variants.map((variant, position) => ({
            productId: row.id,
            sku: variant.sku,
            title: variant.title,
            priceMinor: variant.priceMinor,
            stock: variant.stock,
            isDefault: variant.isDefault ?? product.variants.length === 1,
            sortOrder: position,
          })),
        );
      }
    },
  },
  {
    name: 'demo-customer-v1',
    async run(tx, hasher) {
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
];

/**
 * Fills a database with demo data, each seed once. A seed's marker row and its data commit together,
 * so an interrupted first start seeds again next time, and a later start changes nothing (nor brings
 * back demo data the shop owner deleted).
 */
export async function seedDemoData(db: Db, hasher: PasswordHasher): Promise<{ applied: boolean }> {
  let applied = false;
  for (const seed of SEEDS) {
    const ran = await db.transaction(async (tx) => {
      // Two processes starting on one empty database: the primary key on the marker lets only one win.
      const inserted = await tx
        .insert(appliedSeeds)
        .values({ name: seed.name })
        .onConflictDoNothing()
        .returning({ name: appliedSeeds.name });
      if (inserted.length === 0) return false;
      await seed.run(tx, hasher);
      return true;
    });
    applied ||= ran;
  }
  return { applied };
}
