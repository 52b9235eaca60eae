import { and, eq, ne } from 'drizzle-orm';
import type { UserPhotoRepository } from '../../../ports/users/user-photo-repository.ts';
import type { Db } from '../database.ts';
import { userPhotos, users } from '../schema.ts';

export function drizzleUserPhotoRepository(db: Db): UserPhotoRepository {
  return {
    async replaceForUser(userId, image) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(userPhotos)
          .values({
            userId,
            mimeType: image.mimeType,
            width: image.width,
            height: image.height,
            data: Buffer.from(image.data),
          })
          .returning();
        if (!row) throw new Error('photo insert returned nothing');
        await tx
          .update(users)
          .set({ photoId: row.id, dateUpdated: new Date() })
          .where(eq(users.id, userId));
        await tx
          .delete(userPhotos)
          .where(and(eq(userPhotos.userId, userId), ne(userPhotos.id, row.id)));
        return { ...row, data: new Uint8Array(row.data) };
      });
    },
    async find(id) {
      const [row] = await db.select().from(userPhotos).where(eq(userPhotos.id, id)).limit(1);
      return row ? { ...row, data: new Uint8Array(row.data) } : null;
    },
  };
}
