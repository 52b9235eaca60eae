import type { ContentBundle, ContentKind } from '../../domain/content/content.ts';
import type { ExistingContentKeys } from '../../domain/content/content-references.rules.ts';
import type { SearchEntry } from '../../domain/content/search-entries.rules.ts';

export interface AssetRecord {
  readonly path: string;
  readonly alt: string;
  readonly mimeType: string;
  readonly width: number | null;
  readonly height: number | null;
}

/** Everything one import writes; HTML in `content` is already sanitised. */
export interface ContentWrite {
  readonly content: ContentBundle;
  readonly assets: readonly AssetRecord[];
  readonly search: readonly SearchEntry[];
}

export type ContentCounts = Readonly<
  Record<ContentKind | 'variants' | 'menuNodes' | 'states' | 'assets' | 'searchDocuments', number>
>;

export interface ContentStore {
  existingKeys(): Promise<ExistingContentKeys>;
  /**
   * Upserts everything by natural key in one transaction; a menu is replaced as a whole, and so are a
   * product's variants and images. `beforeCommit` runs last inside the transaction: if it fails, nothing
   * is written.
   */
  write(content: ContentWrite, beforeCommit: () => Promise<void>): Promise<ContentCounts>;
}
