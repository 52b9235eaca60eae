import { and, eq, lte } from 'drizzle-orm';
import type { CodePurpose, UserCodeRepository } from '../../../ports/users/user-code-repository.ts';
import type { Db } from '../database.ts';
import { userCodes } from '../schema.ts';

export function drizzleUserCodeRepository(db: Db): UserCodeRepository {
  return {
    async replace(userId, purpose, codeHash, issuedAt, expiresAt) {
      await db.transaction(async (tx) => {
        await tx
          .delete(userCodes)
          .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose)));
        await tx.insert(userCodes).values({ userId, purpose, codeHash, issuedAt, expiresAt });
      });
    },
    async find(userId, purpose) {
      const [row] = await db
        .select()
        .from(userCodes)
        .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose)))
        .limit(1);
      return row ? { ...row, purpose: row.purpose as CodePurpose } : null;
    },
    async deleteExpired(now) {
      const gone = await db
        .delete(userCodes)
        .where(lte(userCodes.expiresAt, now))
        .returning({ id: userCodes.id });
      return gone.length;
    },
    async consume(id) {
      const deleted = await db
        .delete(userCodes)
        .where(eq(userCodes.id, id))
        .returning({ id: userCodes.id });
      return deleted.length > 0;
    },
  };
}
