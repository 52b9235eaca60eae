export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** What `/img/<path>?w=&fmt=` asks for, once checked. */
export interface ImageVariantRequest {
  /** Relative to the uploads directory, `/`-separated, no `.`/`..` segments. */
  readonly path: string;
  /** An allowed width, or null for the original's own size. */
  readonly width: number | null;
  readonly format: ImageFormat;
  /** SVG originals are only rasterised when a format was asked for explicitly. */
  readonly formatRequested: boolean;
}
