import type { SitemapEntry } from '../../../ports/seo/sitemap-source.ts';

/** The sitemaps.org protocol allows 50,000 URLs per file; a shop this size stays far below it. */
export const MAX_SITEMAP_URLS = 50_000;

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

export function sitemapXml(entries: readonly SitemapEntry[], publicUrl: string): string {
  const urls = entries.slice(0, MAX_SITEMAP_URLS).map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>`
      : '';
    return `  <url><loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Private screens and the API stay out of search engines; everything else may be crawled. */
export const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /my-account',
    'Disallow: /checkout',
    'Disallow: /api/',
    'Disallow: /actions/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
