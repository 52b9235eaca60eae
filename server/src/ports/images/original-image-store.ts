/** What identifies one version of an original: a changed file gets new derived images. */
export interface OriginalImageVersion {
  readonly size: number;
  readonly modifiedMs: number;
}

/** The uploaded originals, addressed by a checked relative path. */
export interface OriginalImageStore {
  /** null when there is no regular file at that path inside the store. */
  stat(path: string): Promise<OriginalImageVersion | null>;
  read(path: string): Promise<Uint8Array | null>;
}
