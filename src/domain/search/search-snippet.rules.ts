// A hit's snippet is HTML: the query's words in <mark>, everything else escaped (see SearchHit).
// Our own back-end builds it; for a back-end that gives plain text only (Vendure's product
// descriptions) it is built here. All of the text is escaped, so none of it can become markup.

/** About as many words as our own back-end's snippets quote (35 at most). */
const SNIPPET_WORDS = 30;
/** Words quoted before the first match, so that it is read in its sentence. */
const LEAD_WORDS = 5;

const WORD = /([\p{L}\p{N}]+)/u;

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * The query's words, lower-case. One-letter words are left out: as prefixes they would mark half
 * the text, and search engines drop most of them as stop words anyway.
 */
const termsOf = (query: string): string[] =>
  (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((term) => [...term].length > 1);

/**
 * Up to SNIPPET_WORDS words of `text`, from LEAD_WORDS before the first word that starts with one
 * of the query's words (prefixes, as the search matched them: 'dril' marks "Drill"), with those
 * words in <mark>. No match: the text's first words, unmarked, as our own back-end quotes then.
 */
export const markedSnippet = (text: string, query: string): string => {
  const terms = termsOf(query);
  // Split around a capturing group: the words are at the odd indices.
  const parts = text.split(WORD);
  const matches = (part: string, index: number): boolean =>
    index % 2 === 1 && terms.some((term) => part.toLowerCase().startsWith(term));
  const wordCount = (parts.length - 1) / 2;
  const firstMatch = (parts.findIndex(matches) - 1) / 2;
  // A match near the end starts the quote earlier, so that it still has its words (a text of
  // SNIPPET_WORDS words or fewer is quoted whole).
  const firstWord = Math.max(0, Math.min(firstMatch - LEAD_WORDS, wordCount - SNIPPET_WORDS));
  const from = 2 * firstWord + 1;
  return parts
    .slice(from, from + 2 * SNIPPET_WORDS - 1)
    .map((part, offset) =>
      matches(part, from + offset) ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part),
    )
    .join('')
    .replace(/\s+/gu, ' ')
    .trim();
};
