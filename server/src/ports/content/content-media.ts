import type { ImageRef } from '../../domain/content/content.ts';
import type { Result } from '../../domain/shared/result.ts';

/** An image ready to be written: read from the content folder, or drawn from its `generate` spec. */
export interface PreparedMedia {
  readonly path: string;
  readonly alt: string;
  readonly mimeType: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly bytes: Uint8Array;
}

export interface ContentMedia {
  /** Reads or draws one image in memory; nothing is written. The error says what is wrong with it. */
  prepare(image: ImageRef): Promise<Result<PreparedMedia, string>>;
  /** Writes prepared images to the uploads directory, replacing files of the same path. */
  publish(media: readonly PreparedMedia[]): Promise<void>;
}
