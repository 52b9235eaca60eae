import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { SessionRepository } from '../../../ports/users/session-repository.ts';
import type { Db } from '../database.ts';
import { sessions } from '../schema.ts';

export function drizzleSessionRepository(db: Db): SessionRepository {
  return {
    async create(session) {
      await db.insert(sessions).values({ ...session, data: { ...session.data } });
    },
    async find(idHash, now) {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row ?? null;
    },
    async extend(idHash, lastSeenAt, expiresAt) {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.idHash, idHash));
    },
    async saveData(idHash, data) {
      await db
        .update(sessions)
        .set({ data: { ...data } })
        .where(eq(sessions.idHash, idHash));
    },
    async delete(idHash) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },
    async deleteExpired(now) {
      const gone = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, now))
        .returning({ id: sessions.idHash });
      return gone.length;
    },
    async deleteForUser(userId, exceptIdHash) {
      const forUser = eq(sessions.userId, userId);
      await db
        .delete(sessions)
        .where(
          exceptIdHash === undefined ? forUser : and(forUser, ne(sessions.idHash, exceptIdHash)),
        );
    },
  };
}
