// Links are what a reader (or an end-to-end test) acts on in a mail, so every recorded mail keeps them
// as data instead of leaving callers to scrape bodies.

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in element content and in quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes character references once (`&amp;amp;` becomes `&amp;`); unknown ones stay as written. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[ref] ?? whole;
  });
}

// Scheme, then a host that is not empty; anything else (relative, mailto:, javascript:) is no link here.
const ABSOLUTE_HTTP_URL = /^https?:\/\/[^\s/?#]+/i;
const HREF_ATTRIBUTE = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"]+/gi;
// Sentence punctuation right after a URL in prose belongs to the sentence, not to the URL.
const TRAILING_PUNCTUATION = /[.,;:!?'*]+$/;

/** Absolute http(s) URLs of a mail: those in the text body, then the href targets of the HTML body. */
export function extractLinks(text: string, html: string): string[] {
  const found = [...linksInText(text), ...linksInHrefs(html)];
  return [...new Set(found.filter((url) => ABSOLUTE_HTTP_URL.test(url)))];
}

function linksInHrefs(html: string): string[] {
  return [...html.matchAll(HREF_ATTRIBUTE)].map((match) =>
    decodeHtmlEntities(match[1] ?? match[2] ?? match[3] ?? '').trim(),
  );
}

function linksInText(text: string): string[] {
  return [...text.matchAll(URL_IN_TEXT)].map((match) => trimProse(match[0]));
}

function trimProse(candidate: string): string {
  let url = candidate.replace(TRAILING_PUNCTUATION, '');
  // "(see https://x/y)": a closing bracket without its opening one inside the URL ends the aside.
  while (/[)\]]$/.test(url) && !hasOpening(url)) {
    url = url.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return url;
}

function hasOpening(url: string): boolean {
  const closing = url.at(-1);
  const opening = closing === ')' ? '(' : '[';
  const count = (char: string) => url.split(char).length - 1;
  return count(opening) >= count(closing ?? '');
}
