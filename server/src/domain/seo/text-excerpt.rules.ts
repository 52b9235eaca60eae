// Descriptions for search engines and link previews are plain text of limited length, cut at a word.

export const DESCRIPTION_LENGTH = 160;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : entity;
  }
  return ENTITIES[name] ?? entity;
}

const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|table|thead|tbody|tr|td|th|blockquote|pre|section|article|header|footer|aside|nav|figure|figcaption|img)\b[^>]*>/gi;

/** The readable text of (sanitised) HTML: no tags, no script or style content, entities decoded. */
export function plainText(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // Block elements separate words; inline ones (<em>, <a>, <strong>) sit inside a sentence.
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
        decodeEntity(entity, name),
      )
      .replace(/\s+/gu, ' ')
      .trim()
  );
}

/** At most `max` characters; a longer text is cut at the last word that fits and ends with '…'. */
export function excerpt(text: string, max = DESCRIPTION_LENGTH): string {
  const characters = [...text.replace(/\s+/gu, ' ').trim()];
  if (characters.length <= max) return characters.join('');
  const room = characters.slice(0, max - 1).join('');
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}…`;
}
