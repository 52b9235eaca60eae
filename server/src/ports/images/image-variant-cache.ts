/**
 * Rendered image variants by key (letters, digits, `-` and `_`). Derived data: losing it only costs
 * rendering again. A write is all-or-nothing, so a concurrent read never sees half a file.
 */
export interface ImageVariantCache {
  read(key: string): Promise<Uint8Array | null>;
  write(key: string, bytes: Uint8Array): Promise<void>;
}
