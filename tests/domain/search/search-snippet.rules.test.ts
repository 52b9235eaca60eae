import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markedSnippet } from '../../../src/domain/search/search-snippet.rules';

const words = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `w${from + index}`).join(' ');

describe('markedSnippet', () => {
  it('marks the words that start with a query word, whatever their case', () => {
    expect(markedSnippet('A cordless drill; drills fast.', 'DRIL cord')).toBe(
      'A <mark>cordless</mark> <mark>drill</mark>; <mark>drills</mark> fast.',
    );
  });

  it('escapes everything else, markup included', () => {
    expect(markedSnippet('Oak <script>alert("x")</script> & co\'s', 'oak')).toBe(
      '<mark>Oak</mark> &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co&#39;s',
    );
  });

  it('quotes thirty words from five before the first match', () => {
    const snippet = markedSnippet(`${words(20)} oak ${words(40, 21)}`, 'oak');

    expect(snippet).toBe(`${words(5, 16)} <mark>oak</mark> ${words(24, 21)}`);
  });

  it('quotes a short text whole, wherever the match is', () => {
    expect(markedSnippet(`${words(20)} oak ${words(5, 21)}`, 'oak')).toBe(
      `${words(20)} <mark>oak</mark> ${words(5, 21)}`,
    );
    expect(markedSnippet(`${words(20)} oak ${words(20, 21)}`, 'oak')).toBe(
      `${words(9, 12)} <mark>oak</mark> ${words(20, 21)}`,
    );
  });

  it('quotes the first thirty words, unmarked, when nothing matches', () => {
    expect(markedSnippet(`  ${words(40)}`, 'oak')).toBe(words(30));
  });

  it('marks no one-letter words: as prefixes they would mark half the text', () => {
    expect(markedSnippet('an oak table', 'a oak')).toBe('an <mark>oak</mark> table');
  });

  it('is empty for empty text', () => {
    expect(markedSnippet('', 'oak')).toBe('');
  });

  it('never carries markup of its own, only balanced <mark> elements', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, query) => {
        const snippet = markedSnippet(text, query);
        const unmarked = snippet.replace(/<mark>[^<>]*<\/mark>/g, '');
        expect(unmarked).not.toMatch(/[<>]/);
        expect(snippet.match(/<mark>/g)?.length ?? 0).toBe(snippet.match(/<\/mark>/g)?.length ?? 0);
      }),
    );
  });
});
