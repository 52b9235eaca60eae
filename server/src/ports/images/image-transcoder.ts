import type { ImageFormat } from '../../domain/images/image-variant.ts';

export interface TranscodeRequest {
  /** Target width, never exceeded by upscaling a raster original; null keeps the original's size. */
  readonly width: number | null;
  readonly format: ImageFormat;
}

export type TranscodeProblem = { readonly kind: 'not-an-image' };

export interface ImageTranscoder {
  /** Decodes an original (raster or SVG) and encodes it anew, without its metadata. */
  transcode(
    original: Uint8Array,
    request: TranscodeRequest,
  ): Promise<Uint8Array | TranscodeProblem>;
}
