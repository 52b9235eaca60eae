import { classifyPath, showsCommerce } from '../../domain/seo/page-route.rules.ts';
import type { SitemapSource } from '../../ports/seo/sitemap-source.ts';

const routeOf = (path: string) => {
  const url = new URL(path, 'http://sitemap.invalid');
  return classifyPath(url.pathname, url.searchParams.get('category') ?? undefined);
};

/**
 * The sitemap of a shop whose commerce back-end is another's (Vendure): our database's products and
 * listings are not that shop's, so only the content is listed (its pages, posts and case studies).
 */
export const contentSitemap = (source: SitemapSource): SitemapSource => ({
  entries: async () =>
    (await source.entries()).filter((entry) => !showsCommerce(routeOf(entry.path))),
});
