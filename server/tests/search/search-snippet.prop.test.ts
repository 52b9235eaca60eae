import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  renderSnippet,
  SNIPPET_STAND_INS,
} from '../../src/domain/search/search-snippet.rules.ts';

const unescape = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const piece = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(HIGHLIGHT_START, HIGHLIGHT_END, '<script>', '</mark>', '&amp;', '"', "'"),
  fc.constantFrom(...Object.values(SNIPPET_STAND_INS)),
);
const rawSnippet = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));

describe('search snippets', () => {
  it('never contain markup other than balanced, unnested <mark> elements', () => {
    fc.assert(
      fc.property(rawSnippet, (raw) => {
        const html = renderSnippet(raw);
        const tags = html.match(/<\/?mark>/g) ?? [];
        tags.forEach((tag, i) => expect(tag).toBe(i % 2 === 0 ? '<mark>' : '</mark>'));
        expect(tags.length % 2).toBe(0);
        expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"']/);
      }),
    );
  });

  it('keep the text itself, stand-ins turned back into the characters they hide', () => {
    fc.assert(
      fc.property(rawSnippet, (raw) => {
        const text = unescape(renderSnippet(raw).replace(/<\/?mark>/g, ''));
        const expected = raw
          .replace(/[\uE000\uE001]/g, '')
          .replace(/\uE002/g, '<')
          .replace(/\uE003/g, '>')
          .replace(/\uE004/g, '&')
          .replace(/\s+/gu, ' ')
          .trim();
        expect(text.replace(/\s+/gu, ' ').trim()).toBe(expected);
      }),
    );
  });

  it('mark the highlighted words', () => {
    expect(
      renderSnippet(`two ${HIGHLIGHT_START}batteries${HIGHLIGHT_END} \uE002wood\uE003 \uE004 "x"`),
    ).toBe('two <mark>batteries</mark> &lt;wood&gt; &amp; &quot;x&quot;');
  });
});
