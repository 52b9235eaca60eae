import type { Page } from '../../domain/content/page.ts';
import type { SiteFooterContent, StickyBarContent } from '../../domain/content/singles.ts';

/** Pages and singles, as editors published them. */
export interface ContentReader {
  /** An enabled page by URI ('' is the home page). */
  findPage(uri: string): Promise<Page | null>;
  findSiteFooter(): Promise<SiteFooterContent | null>;
  findStickyBar(): Promise<StickyBarContent | null>;
  /** Any other single, as stored. */
  findSingle(handle: string): Promise<Readonly<Record<string, unknown>> | null>;
}
