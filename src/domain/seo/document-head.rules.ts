import { absoluteImageUrl } from './preview-image.rules';
import type {
  DocumentHeadInput,
  HeadTags,
  MetaAttribute,
  MetaTag,
  SiteIdentity,
} from './document-head';

/** Every meta tag a screen's head may hold: these are replaced or removed on each screen change. */
export const MANAGED_META: readonly { readonly attribute: MetaAttribute; readonly key: string }[] =
  [
    { attribute: 'name', key: 'description' },
    { attribute: 'name', key: 'robots' },
    { attribute: 'property', key: 'og:site_name' },
    { attribute: 'property', key: 'og:type' },
    { attribute: 'property', key: 'og:title' },
    { attribute: 'property', key: 'og:description' },
    { attribute: 'property', key: 'og:url' },
    { attribute: 'property', key: 'og:image' },
    { attribute: 'property', key: 'article:published_time' },
    { attribute: 'property', key: 'article:modified_time' },
    { attribute: 'name', key: 'twitter:card' },
    { attribute: 'name', key: 'twitter:title' },
    { attribute: 'name', key: 'twitter:description' },
    { attribute: 'name', key: 'twitter:image' },
  ];

/**
 * `<title> | <shop>` as the server writes it: the shop alone when the screen has no title of its
 * own or is the shop itself, and the title as it is when it already ends with the shop's name.
 */
export const documentTitle = (title: string, shopName: string): string => {
  const own = title.trim();
  if (own === '' || own === shopName) return shopName;
  return own.endsWith(`| ${shopName}`) ? own : `${own} | ${shopName}`;
};

/** JSON that cannot end its <script> element early nor break out of it. */
export const scriptSafeJson = (data: object): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;

/**
 * A description as search results and link previews show it: single-spaced, and a longer one cut
 * at the last word that fits (a word is kept whole unless it fills more than half) ending in '…'.
 */
export const metaDescription = (text: string): string => {
  const characters = Array.from(text.replace(/\s+/gu, ' ').trim());
  if (characters.length <= DESCRIPTION_LENGTH) return characters.join('');
  const room = characters.slice(0, DESCRIPTION_LENGTH - 1).join('');
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > DESCRIPTION_LENGTH / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}…`;
};

/** The screen's own title without the shop's name an editor may have ended it with. */
const ownTitle = (title: string, shopName: string): string => {
  const own = title.trim();
  const suffix = `| ${shopName}`;
  return own.endsWith(suffix) ? own.slice(0, -suffix.length).trim() : own;
};

const meta = (attribute: MetaAttribute, key: string, content: string): MetaTag => ({
  attribute,
  key,
  content,
});

/**
 * The head tags of one screen: what the server render writes into the page's HTML and what the
 * browser keeps in the document's head as screens change.
 */
export const headTags = (input: DocumentHeadInput, site: SiteIdentity): HeadTags => {
  const title = documentTitle(input.title, site.shopName);
  const description = metaDescription(input.description ?? '');
  const jsonLd = input.jsonLd === undefined ? null : scriptSafeJson(input.jsonLd);
  const metas: MetaTag[] = [];
  if (description) metas.push(meta('name', 'description', description));
  if (input.noindex === true) {
    metas.push(meta('name', 'robots', 'noindex'));
    return { title, metas, canonical: null, jsonLd };
  }

  const canonical =
    input.canonicalPath === undefined ? null : `${site.origin}${input.canonicalPath}`;
  const image = input.image === undefined ? null : absoluteImageUrl(input.image, site.origin);
  const type = input.type ?? 'website';
  const previewTitle = ownTitle(input.title, site.shopName) || site.shopName;
  metas.push(
    meta('property', 'og:site_name', site.shopName),
    meta('property', 'og:type', type),
    meta('property', 'og:title', previewTitle),
  );
  if (description) metas.push(meta('property', 'og:description', description));
  if (canonical) metas.push(meta('property', 'og:url', canonical));
  if (image) metas.push(meta('property', 'og:image', image));
  if (type === 'article' && input.publishedAt)
    metas.push(meta('property', 'article:published_time', input.publishedAt));
  if (type === 'article' && input.modifiedAt)
    metas.push(meta('property', 'article:modified_time', input.modifiedAt));
  metas.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', previewTitle),
  );
  if (description) metas.push(meta('name', 'twitter:description', description));
  if (image) metas.push(meta('name', 'twitter:image', image));
  return { title, metas, canonical, jsonLd };
};
