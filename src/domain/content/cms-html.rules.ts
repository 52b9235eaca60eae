// What rich text from the content system may hold once it reaches the page: the same allowlist the shop's
// back-end applies when content is imported, plus <mark> (search snippets). The storefront applies it
// again because it may be pointed at another back-end, whose HTML it cannot trust.

const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'figure',
  'figcaption',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'br',
  'hr',
  'code',
  'pre',
  'mark',
  'span',
  'sub',
  'sup',
]);

/** Dropped with everything inside; any other unknown element is replaced by its content. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'noscript',
  'textarea',
  'select',
  'title',
  'head',
]);

const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

export type CmsElementRule = 'keep' | 'unwrap' | 'drop';

/** Rich text nested deeper than this is cut there: no page needs it, and walking it costs. */
export const CMS_MAX_DEPTH = 64;

export function cmsElementRule(tag: string): CmsElementRule {
  const name = tag.toLowerCase();
  if (ALLOWED_TAGS.has(name)) return 'keep';
  return DROPPED_WITH_CONTENT.has(name) ? 'drop' : 'unwrap';
}

/** Browsers ignore spaces and control characters in a URL (`java\tscript:` is `javascript:`). */
const withoutControls = (url: string): string =>
  [...url].filter((char) => char.charCodeAt(0) > 0x20).join('');

/** Relative links, and absolute ones to http(s) or mailto; never javascript:, data: or `//host`. */
const isSafeLink = (value: string): boolean => {
  const url = withoutControls(value);
  if (/^[/\\]{2}/.test(url)) return false; // `//host` and `/\host` lead to another site
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  return scheme === undefined || ['http', 'https', 'mailto'].includes(scheme.toLowerCase());
};

/** Images from the shop's resizer or an https origin, as the back-end's import allows. */
const isSafeImageSource = (value: string): boolean => {
  const src = value.trim();
  return src.startsWith('/img/') || src.startsWith('https://');
};

/** Whether `tag` may keep `attribute` with `value`; event handlers, styles and classes never stay. */
export function isAllowedCmsAttribute(tag: string, attribute: string, value: string): boolean {
  const name = attribute.toLowerCase();
  if (!ALLOWED_ATTRIBUTES[tag.toLowerCase()]?.includes(name)) return false;
  if (name === 'href') return isSafeLink(value);
  if (name === 'src') return isSafeImageSource(value);
  return true;
}
