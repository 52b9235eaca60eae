const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const decodeEntity = (entity: string, body: string): string => {
  const named = ENTITIES[body.toLowerCase()];
  if (named !== undefined) return named;
  const code = /^#x([0-9a-f]+)$/i.test(body)
    ? Number.parseInt(body.slice(2), 16)
    : /^#\d+$/.test(body)
      ? Number.parseInt(body.slice(1), 10)
      : Number.NaN;
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff
    ? String.fromCodePoint(code)
    : entity;
};

/**
 * Plain text from rich text: script and style blocks go with their content, other tags go and
 * leave a space (so "<p>a</p><p>b</p>" reads "a b"), common entities are decoded, and runs of
 * whitespace collapse to one space. Decoding happens last, so an encoded "&lt;b&gt;" shows as text.
 */
export const stripHtml = (html: string): string =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity);

/**
 * A "SKU:", "Size:" or "Pack:" label (any case, the colon required so that words like "one size"
 * survive) and its value, up to the next separator (| , ; • or a line break),
 * a closing bracket, or the next label.
 */
const PRODUCT_META =
  /\b(?:SKU|Size|Pack)\s*:[^|,;•\n)\]]*?(?=\s*(?:[|,;•\n)\]]|\b(?:SKU|Size|Pack)\s*:|$))/gi;

/**
 * Product text without its SKU, Size and Pack fragments, and without the separators or empty
 * brackets they leave behind. Text without such fragments is returned unchanged.
 */
export const removeProductMeta = (text: string): string => {
  if (!text.match(PRODUCT_META)) return text;
  return text
    .replace(PRODUCT_META, '')
    .replace(/\(\s*(?:[|,;•-]\s*)*\)|\[\s*(?:[|,;•-]\s*)*\]/g, '')
    .replace(/([|,;•])(?:\s*[|,;•])+/g, '$1')
    .replace(/\s+([,;])/g, '$1')
    .replace(/^[\s|,;•-]+|[\s|,;•-]+$/g, '')
    .replace(/[ \t]{2,}/g, ' ');
};
