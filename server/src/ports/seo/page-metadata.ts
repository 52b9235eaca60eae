import type { ContentMetadata } from '../../domain/seo/page-metadata.ts';
import type { ContentRef } from '../../domain/seo/page-route.ts';

/** Looks up the content a storefront URL shows, for the server-filled HTML head. */
export interface PageMetadataRepository {
  /** null when there is no such enabled content (or the variant is not the product's). */
  find(ref: ContentRef): Promise<ContentMetadata | null>;
}
