import { describe, expect, it } from 'vitest';
import { contentSitemap } from '../../src/application/seo/content-sitemap.ts';
import type { SitemapEntry } from '../../src/ports/seo/sitemap-source.ts';

const entry = (path: string): SitemapEntry => ({ path, lastModified: null });

describe('contentSitemap (another commerce back-end)', () => {
  it('lists the content and none of our database’s products or listings', async () => {
    const all = [
      '/',
      '/about',
      '/blog/workshop-safety',
      '/blog/category/guides',
      '/case-studies/millbrook-joinery',
      '/products',
      '/products?category=drills',
      '/products/cordless-drill-driver-18v',
      '/product/cordless-drill-driver-18v/12',
      '/productsheet',
    ].map(entry);

    const listed = await contentSitemap({ entries: () => Promise.resolve(all) }).entries();

    expect(listed.map((e) => e.path)).toEqual([
      '/',
      '/about',
      '/blog/workshop-safety',
      '/blog/category/guides',
      '/case-studies/millbrook-joinery',
      '/productsheet',
    ]);
  });
});
