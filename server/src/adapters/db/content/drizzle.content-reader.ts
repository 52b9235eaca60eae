import { and, eq } from 'drizzle-orm';
import type { ContentBlock } from '../../../domain/content/page.ts';
import { SITE_FOOTER, STICKY_BAR_CTA } from '../../../domain/content/singles.ts';
import type { ContentReader } from '../../../ports/content/content-reader.ts';
import type { Db } from '../database.ts';
import { pages, singles } from '../schema.ts';
import { decodeSiteFooter, decodeStickyBar } from './single-content.schema.ts';

/** Blocks are editors' JSON: only objects with a string `type` are blocks, anything else is skipped. */
const isBlock = (value: unknown): value is ContentBlock =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { type?: unknown }).type === 'string';

export function drizzleContentReader(db: Db): ContentReader {
  const singleData = async (handle: string) => {
    const [row] = await db
      .select({ data: singles.data })
      .from(singles)
      .where(eq(singles.handle, handle))
      .limit(1);
    return row ? row.data : null;
  };

  return {
    async findPage(uri) {
      const [row] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.uri, uri), eq(pages.enabled, true)))
        .limit(1);
      if (!row) return null;
      return {
        id: row.id,
        uri: row.uri,
        title: row.title,
        blocks: Array.isArray(row.blocks) ? row.blocks.filter(isBlock) : [],
        seo: { title: row.seoTitle, description: row.seoDescription },
      };
    },
    async findSiteFooter() {
      const data = await singleData(SITE_FOOTER);
      return data === null ? null : decodeSiteFooter(data);
    },
    async findStickyBar() {
      const data = await singleData(STICKY_BAR_CTA);
      return data === null ? null : decodeStickyBar(data);
    },
    async findSingle(handle) {
      const data = await singleData(handle);
      return data !== null && typeof data === 'object' && !Array.isArray(data) ? data : null;
    },
  };
}
