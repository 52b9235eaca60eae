import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { User } from '../../domain/users/user.ts';
import type { UserRepository } from '../../ports/user-repository.ts';
import type { Db } from './database.ts';
import { users } from './schema.ts';

type UserRow = typeof users.$inferSelect;

const toUser = ({ passwordHash, ...row }: UserRow): User => ({
  ...row,
  hasPassword: passwordHash !== null,
});

const lower = (value: string) => value.trim().toLowerCase();

export function drizzleUserRepository(db: Db): UserRepository {
  const one = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(users).where(where).limit(1);
    return row ? toUser(row) : null;
  };
  return {
    findById: (id) => one(eq(users.id, id)),
    findByUid: (uid) => one(eq(users.uid, uid)),
    findByEmail: (email) => one(eq(sql`lower(${users.email})`, lower(email))),
    async findByLoginName(loginName) {
      const name = lower(loginName);
      const [row] = await db
        .select()
        .from(users)
        .where(or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name)))
        .limit(1);
      return row ? toUser(row) : null;
    },
    async passwordHashOf(id) {
      const [row] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id));
      return row?.hash ?? null;
    },
    async create(user) {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('user insert returned nothing');
      return toUser(row);
    },
    async update(id, changes) {
      const [row] = await db
        .update(users)
        .set({ ...changes, dateUpdated: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`no user ${id}`);
      return toUser(row);
    },
    async recordLoginTracking(id, tracking) {
      await db.update(users).set(tracking).where(eq(users.id, id));
    },
    async isEmailTaken(email, exceptUserId) {
      const match = eq(sql`lower(${users.email})`, lower(email));
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(exceptUserId === undefined ? match : and(match, ne(users.id, exceptUserId)))
        .limit(1);
      return row !== undefined;
    },
    async isUsernameTaken(username, exceptUserId) {
      const match = eq(sql`lower(${users.username})`, lower(username));
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(exceptUserId === undefined ? match : and(match, ne(users.id, exceptUserId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
