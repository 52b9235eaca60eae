import type { ProcessedImage } from '../images/image-processor.ts';

export interface StoredPhoto extends ProcessedImage {
  readonly id: number;
  readonly userId: number;
}

export interface UserPhotoRepository {
  /** Saves the new photo, points the user at it and removes the previous one, atomically. */
  replaceForUser(userId: number, image: ProcessedImage): Promise<StoredPhoto>;
  find(id: number): Promise<StoredPhoto | null>;
}
