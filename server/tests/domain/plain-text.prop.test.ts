import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseWhitespace, htmlToPlainText } from '../../src/domain/content/plain-text.rules.ts';

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const anyText = fc.string({ unit: 'grapheme', maxLength: 80 });
const inlineTag = fc.constantFrom('strong', 'em', 'code', 'a', 'span');
const blockTag = fc.constantFrom('p', 'li', 'h2', 'td', 'blockquote', 'div');
/** Markup of any shape, including broken tags and stray angle brackets. */
const anyMarkup = fc.array(
  fc.oneof(
    anyText,
    fc.constantFrom('<', '>', '</', '<p', '<<a>b>', '<br/>', '<!-- x -->', '&', '&amp;', '&#x3C;'),
    blockTag.map((tag) => `<${tag} class="x">`),
    inlineTag.map((tag) => `</${tag}>`),
  ),
  { maxLength: 20 },
);

describe('HTML to plain text for search', () => {
  it('gives back escaped text exactly, whitespace collapsed', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(htmlToPlainText(`<p>${escapeHtml(text)}</p>`)).toBe(collapseWhitespace(text));
      }),
    );
  });

  it('keeps a word whole across inline tags and separates words across block tags', () => {
    const word = fc.stringMatching(/^[a-z]{1,12}$/);
    fc.assert(
      fc.property(word, word, inlineTag, blockTag, (a, b, inline, block) => {
        expect(htmlToPlainText(`${a}<${inline}>${b}</${inline}>`)).toBe(`${a}${b}`);
        expect(htmlToPlainText(`<${block}>${a}</${block}><${block}>${b}</${block}>`)).toBe(
          `${a} ${b}`,
        );
      }),
    );
  });

  it('never leaves a tag behind, whatever the markup', () => {
    fc.assert(
      fc.property(anyMarkup, (parts) => {
        // Decoded entities may spell a tag ("&lt;p&gt;" reads "<p>"), so check before decoding.
        const withoutEntities = parts.join('').replace(/&/g, '');
        expect(htmlToPlainText(withoutEntities)).not.toMatch(/<\/?[a-zA-Z][^>]*>/);
      }),
    );
  });

  it('has no leading, trailing or doubled whitespace', () => {
    fc.assert(
      fc.property(anyMarkup, (parts) => {
        const text = htmlToPlainText(parts.join(''));
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/\s\s/);
      }),
    );
  });

  it('drops what scripts, styles and comments contain', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{3,12}$/), (secret) => {
        const html = `<p>shown</p><script>var ${secret}=1</script><style>.${secret}{}</style><!-- ${secret} -->`;
        expect(htmlToPlainText(html)).toBe('shown');
      }),
    );
  });

  it('decodes common entities once', () => {
    expect(
      htmlToPlainText('Fish &amp; chips &lt;3 &#8211; &#x2014; &nbsp;&quot;hi&quot; &amp;lt;'),
    ).toBe('Fish & chips <3 \u2013 \u2014 "hi" &lt;');
    expect(htmlToPlainText('&bogus; &#0; &#xD800;')).toBe('&bogus; &#0; &#xD800;');
  });
});
