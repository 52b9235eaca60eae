// Turns a page's head description into tags and writes them into the SPA shell. Every value is
// escaped: titles and descriptions come from content, paths from the request.
import { type ImagePreload, leadImagePreload } from '../../../domain/seo/lead-image.rules.ts';
import type { PageHead } from '../../../domain/seo/page-metadata.ts';
import { escapeHtml } from '../../../domain/shared/escape-html.rules.ts';
import { absoluteImageUrl } from './preview-image.url.ts';
import { productJsonLd, scriptSafeJson } from '../catalog/product-json-ld.ts';

export interface SiteIdentity {
  readonly publicUrl: string;
  readonly shopName: string;
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}">`;

/** Fetched at once and first among images: the same candidates as the <img> the app renders later. */
export function imagePreloadTag(preload: ImagePreload): string {
  const candidates =
    preload.srcset === null
      ? ''
      : ` imagesrcset="${escapeHtml(preload.srcset)}" imagesizes="${escapeHtml(preload.sizes ?? '100vw')}"`;
  return `<link rel="preload" as="image" href="${escapeHtml(preload.href)}"${candidates} fetchpriority="high">`;
}

/** Hints the browser should see before anything else in the head (the LCP picture's preload). */
export function earlyHeadTags(head: PageHead): string[] {
  const preload = head.leadImage ? leadImagePreload(head.leadImage) : null;
  return preload ? [imagePreloadTag(preload)] : [];
}

export function headTags(head: PageHead, site: SiteIdentity): string[] {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(meta('name', 'description', head.description));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  const url = head.canonicalPath === null ? null : `${site.publicUrl}${head.canonicalPath}`;
  if (url) tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);

  const og = head.openGraph;
  if (og) {
    const image = absoluteImageUrl(og.image, site.publicUrl);
    tags.push(
      meta('property', 'og:site_name', site.shopName),
      meta('property', 'og:type', og.type),
      meta('property', 'og:title', og.title),
    );
    if (head.description) tags.push(meta('property', 'og:description', head.description));
    if (url) tags.push(meta('property', 'og:url', url));
    if (image) tags.push(meta('property', 'og:image', image));
    if (og.type === 'article' && og.publishedAt)
      tags.push(meta('property', 'article:published_time', og.publishedAt.toISOString()));
    if (og.type === 'article' && og.modifiedAt)
      tags.push(meta('property', 'article:modified_time', og.modifiedAt.toISOString()));
    tags.push(
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', og.title),
    );
    if (head.description) tags.push(meta('name', 'twitter:description', head.description));
    if (image) tags.push(meta('name', 'twitter:image', image));
  }

  if (head.product && url) {
    const imageUrl = absoluteImageUrl(head.product.image, site.publicUrl);
    const data = productJsonLd(head.product, { url, shopName: site.shopName, imageUrl });
    tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  }
  return tags;
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>\s*/i;
const DESCRIPTION = /<meta\s[^>]*name\s*=\s*["']?description["']?[^>]*>\s*/i;
const HEAD_END = /<\/head\s*>/i;
const FIRST_SCRIPT = /<script\b/i;

/** The shell with the early tags before the first script of its head; null when it has none. */
function withEarlyTags(html: string, tags: readonly string[]): string | null {
  const headEnd = html.search(HEAD_END);
  const script = html.search(FIRST_SCRIPT);
  if (headEnd === -1 || script === -1 || script > headEnd) return null;
  return `${html.slice(0, script)}${tags.join('\n    ')}\n    ${html.slice(script)}`;
}

/** Head tags ready as HTML: the server's own (headTags) or those the storefront's render wrote. */
export interface HeadMarkup {
  /** before the shell's first script: the LCP picture's preload */
  readonly early: readonly string[];
  readonly tags: readonly string[];
  /** whether `tags` holds a description, which replaces the shell's own */
  readonly describes: boolean;
}

/**
 * The shell with the head's tags (then `extraTags`) at the end of its <head> (the early ones before
 * its scripts): its own <title> always goes, and its description when we have a better one. A
 * shell without <head> gets one.
 */
export function placeHead(
  shell: string,
  head: HeadMarkup,
  extraTags: readonly string[] = [],
): string {
  let html = shell.replace(TITLE, '');
  if (head.describes) html = html.replace(DESCRIPTION, '');
  const placed = head.early.length === 0 ? html : withEarlyTags(html, head.early);
  // Without a script in the head, the early tags simply lead ours.
  const ours = [...head.tags, ...extraTags.filter((tag) => tag !== '')];
  const tags = placed === null ? [...head.early, ...ours] : ours;
  html = placed ?? html;
  const block = `${tags.join('\n    ')}\n  `;
  if (HEAD_END.test(html)) return html.replace(HEAD_END, (end) => `  ${block}${end}`);
  const withHead = `<head>${block}</head>`;
  return /<html\b[^>]*>/i.test(html)
    ? html.replace(/<html\b[^>]*>/i, (start) => `${start}${withHead}`)
    : `${withHead}${html}`;
}

/** The shell with the server's own head for a page (used when the storefront cannot render it). */
export const fillShell = (
  shell: string,
  head: PageHead,
  site: SiteIdentity,
  extraTags: readonly string[] = [],
): string =>
  placeHead(
    shell,
    { early: earlyHeadTags(head), tags: headTags(head, site), describes: !!head.description },
    extraTags,
  );
