import { createRequire } from 'node:module';
import type sanitizeHtmlModule from 'sanitize-html';
import type { HtmlSanitizer } from '../../ports/content/html-sanitizer.ts';

// Rich text for articles, product descriptions and FAQ answers. No h1 (the page title is the h1), no
// classes or styles (the storefront styles rich text as a whole), no iframes or forms.
const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
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
];

/** Images come from the shop's own resizer or another https origin, never data: or plain http. */
const isAllowedImageSource = (src: string | undefined): boolean =>
  src !== undefined && (src.startsWith('/img/') || src.startsWith('https://'));

// Loaded on the first sanitisation (content imports, form submissions), not at start-up.
let sanitizeHtml: typeof sanitizeHtmlModule | undefined;
const library = (): typeof sanitizeHtmlModule =>
  (sanitizeHtml ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtmlModule);

const OPTIONS: sanitizeHtmlModule.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    // In-page anchors (`/terms#returns`) need ids on headings.
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Relative URLs stay allowed; these are the schemes an absolute one may have.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a(tagName, attribs) {
      const { target, rel, ...rest } = attribs;
      if (target !== '_blank') return { tagName, attribs: rel ? { ...rest, rel } : rest };
      // A new window must not get a handle on this one (window.opener).
      const rels = new Set((rel ?? '').split(/\s+/).filter(Boolean));
      rels.add('noopener');
      return { tagName, attribs: { ...rest, target, rel: [...rels].join(' ') } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
};

export function sanitizeHtmlSanitizer(): HtmlSanitizer {
  return { sanitize: (html) => library()(html, OPTIONS).trim() };
}
