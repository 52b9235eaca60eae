// HTML to the plain text that search indexes and quotes in snippets. Not a sanitiser: the output is text,
// never markup, so it is safe only when rendered as text.

/** Elements whose content is never text a reader sees. */
const HIDDEN_ELEMENTS = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
const TAGS = /<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/g;
/** Tags that end a word: `<p>a</p><p>b</p>` reads "a b", while `un<em>usual</em>` stays one word. */
const BREAKING_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'img',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  times: '\u00d7',
  deg: '\u00b0',
  euro: '\u20ac',
  pound: '\u00a3',
  middot: '\u00b7',
  bull: '\u2022',
  frac12: '\u00bd',
  plusmn: '\u00b1',
};

const ENTITY = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;

function decodeEntity(match: string, body: string): string {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X';
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : match;
  }
  return NAMED_ENTITIES[body] ?? match;
}

/** Collapses every run of whitespace to one space and trims the ends. */
export const collapseWhitespace = (text: string): string => text.replace(/\s+/g, ' ').trim();

export function htmlToPlainText(html: string): string {
  let text = html.replace(COMMENTS, ' ').replace(HIDDEN_ELEMENTS, ' ');
  // Removing one tag can join the halves of another (`<<a>b>`), so strip until nothing is left;
  // every pass removes at least one '<', so this ends.
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(TAGS, (_tag, name: string) =>
      BREAKING_TAGS.has(name.toLowerCase()) ? ' ' : '',
    );
  }
  // Entities last and in one pass, so `&amp;lt;` reads "&lt;" (as a browser shows it), not "<".
  return collapseWhitespace(text.replace(ENTITY, decodeEntity));
}
