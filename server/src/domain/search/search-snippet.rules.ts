// Snippets come from the index as plain text with matches wrapped in two private-use characters that
// never occur in content (the index strips them from the text first). Only here do they become markup,
// after everything else has been escaped, so a snippet can never carry HTML of its own.
import { escapeHtml } from '../shared/escape-html.rules.ts';

export const HIGHLIGHT_START = '\uE000';
export const HIGHLIGHT_END = '\uE001';

/**
 * PostgreSQL's headline parser reads `<…>` and `&…;` in plain text as markup and drops them, so the
 * index hands it these stand-ins instead; they are turned back into the characters here.
 */
export const SNIPPET_STAND_INS: Readonly<Record<'<' | '>' | '&', string>> = {
  '<': '\uE002',
  '>': '\uE003',
  '&': '\uE004',
};

/** Every private-use character with a meaning in snippets: content must not contain them. */
export const RESERVED_SNIPPET_CHARACTERS = '\uE000\uE001\uE002\uE003\uE004';

const restore = (text: string): string =>
  text.replace(/[\uE002\uE003\uE004]/gu, (c) =>
    c === '\uE002' ? '<' : c === '\uE003' ? '>' : '&',
  );

/** Escaped text with balanced `<mark>` elements; stray or nested markers are dropped. */
export function renderSnippet(raw: string): string {
  let html = '';
  let open = false;
  for (const part of raw.split(/([\uE000\uE001])/u)) {
    if (part === HIGHLIGHT_START) {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === HIGHLIGHT_END) {
      if (open) html += '</mark>';
      open = false;
    } else {
      html += escapeHtml(restore(part).replace(/\s+/gu, ' '));
    }
  }
  return (open ? `${html}</mark>` : html).replace(/<mark><\/mark>/g, '').trim();
}
