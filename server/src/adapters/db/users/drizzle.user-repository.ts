import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { User } from '../../../domain/users/user.ts';
import type { NewUser, UserChanges, UserRepository } from '../../../ports/users/user-repository.ts';
import type { Db } from '../database.ts';
import { users } from '../schema.ts';

type UserRow = typeof users.$inferSelect;

const toUser = ({ passwordHash, ...row }: UserRow): User => ({
  ...row,
  hasPassword: passwordHash !== null,
});

const lower = (value: string) => value.trim().toLowerCase();

async function one(db: Db, where: SQL | undefined): Promise<User | null> {
  const [row] = await db.select().from(users).where(where).limit(1);
  return row ? toUser(row) : null;
}

/** A username or an email: either may be typed to log in. */
const byLoginName = (loginName: string): SQL | undefined => {
  const name = lower(loginName);
  return or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name));
};

async function passwordHashOf(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
  return row?.hash ?? null;
}

async function create(db: Db, user: NewUser): Promise<User> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('user insert returned nothing');
  return toUser(row);
}

async function update(db: Db, id: number, changes: UserChanges): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ ...changes, dateUpdated: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`no user ${id}`);
  return toUser(row);
}

/** Another user (not `exceptUserId`) already has this value, compared case-insensitively. */
async function isTaken(
  db: Db,
  column: typeof users.email | typeof users.username,
  value: string,
  exceptUserId: number | undefined,
): Promise<boolean> {
  const match = eq(sql`lower(${column})`, lower(value));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? match : and(match, ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

export function drizzleUserRepository(db: Db): UserRepository {
  return {
    findById: (id) => one(db, eq(users.id, id)),
    findByUid: (uid) => one(db, eq(users.uid, uid)),
    findByEmail: (email) => one(db, eq(sql`lower(${users.email})`, lower(email))),
    findByLoginName: (loginName) => one(db, byLoginName(loginName)),
    passwordHashOf: (id) => passwordHashOf(db, id),
    create: (user) => create(db, user),
    update: (id, changes) => update(db, id, changes),
    async recordLoginTracking(id, tracking) {
      await db.update(users).set(tracking).where(eq(users.id, id));
    },
    isEmailTaken: (email, exceptUserId) => isTaken(db, users.email, email, exceptUserId),
    isUsernameTaken: (username, exceptUserId) =>
      isTaken(db, users.username, username, exceptUserId),
  };
}
