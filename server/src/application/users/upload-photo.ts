import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { ImageProcessor } from '../../ports/images/image-processor.ts';
import type { StoredPhoto, UserPhotoRepository } from '../../ports/users/user-photo-repository.ts';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 512;
export const PHOTO_SIZES = [64, 128, 256, 512] as const;

export type PhotoUploadFailure =
  | { readonly kind: 'too-big' }
  | { readonly kind: 'not-an-image' }
  | { readonly kind: 'too-large-dimensions' };

export async function uploadUserPhoto(
  deps: { readonly images: ImageProcessor; readonly photos: UserPhotoRepository },
  userId: number,
  bytes: Uint8Array,
): Promise<Result<StoredPhoto, PhotoUploadFailure>> {
  if (bytes.length > MAX_PHOTO_BYTES) return err({ kind: 'too-big' });
  const processed = await deps.images.avatar(bytes, AVATAR_SIZE);
  if ('kind' in processed) return err(processed);
  return ok(await deps.photos.replaceForUser(userId, processed));
}

/** The served size closest to (not below) what was asked for, so the cache stays small. */
export const servedPhotoSize = (requested: number | undefined): number =>
  PHOTO_SIZES.find((size) => requested !== undefined && size >= requested) ?? AVATAR_SIZE;
