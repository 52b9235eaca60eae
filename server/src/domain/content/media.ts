/** A media file (product photo, icon, logo) as content refers to it; `path` is relative to the uploads. */
export interface MediaAsset {
  readonly id: number;
  readonly path: string;
  readonly alt: string;
  readonly width: number | null;
  readonly height: number | null;
}
