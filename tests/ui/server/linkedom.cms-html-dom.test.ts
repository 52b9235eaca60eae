import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml, setCmsHtmlDom } from '../../../src/ui/components/cms-html.dom';
import { linkedomCmsHtmlDom } from '../../../src/ui/server/linkedom.cms-html-dom';
import { CMS_MAX_DEPTH } from '../../../src/domain/content/cms-html.rules';

// The server's render sanitises rich text over linkedom; the browser then parses what it wrote. What
// the sanitiser checked must be what the browser gets: a second pass finds nothing more to remove.
setCmsHtmlDom(linkedomCmsHtmlDom);

const hrefOf = (html: string): string | null =>
  linkedomCmsHtmlDom.parse(html).querySelector('a')?.getAttribute('href') ?? null;

describe('rich text sanitised on the server', () => {
  it.each([
    'javascript&amp;colon;alert(document.domain)',
    'java&amp;Tab;script:alert(1)',
    '&amp;sol;&amp;sol;evil.example',
    '&amp;#106;avascript:alert(1)',
  ])('does not let %s decode into another link in the browser', (href) => {
    const once = sanitizeCmsHtml(`<a href="${href}">x</a>`);
    const seenByBrowser = hrefOf(once);
    // What the browser follows: a link on the shop itself, never a script or another site.
    if (seenByBrowser !== null) {
      const target = new URL(seenByBrowser, 'https://shop.example/page');
      expect(target.protocol).toBe('https:');
      expect(target.host).toBe('shop.example');
    }
    expect(sanitizeCmsHtml(once)).toBe(once);
  });

  it('escapes text and attributes as a browser would read them', () => {
    expect(sanitizeCmsHtml('<p title="a">1 &lt; 2 &amp; 3 &gt; 0&nbsp;x</p>')).toBe(
      '<p>1 &lt; 2 &amp; 3 &gt; 0&nbsp;x</p>',
    );
    expect(sanitizeCmsHtml('<a href="/a?b=1&amp;c=&quot;2&quot;" title="x">y</a><br>')).toBe(
      '<a href="/a?b=1&amp;c=&quot;2&quot;" title="x">y</a><br>',
    );
  });

  it('cuts rich text nested too deep, without running out of stack', () => {
    const deep = `${'<span>'.repeat(20_000)}x${'</span>'.repeat(20_000)}`;
    const cleaned = sanitizeCmsHtml(deep);
    expect((cleaned.match(/<span>/g) ?? []).length).toBeLessThanOrEqual(CMS_MAX_DEPTH);
  });

  it('gives rich text that a second pass leaves as it is', () => {
    const piece = fc.constantFrom(
      '<a href="',
      '">',
      '</a>',
      '&amp;',
      'colon;',
      'javascript',
      '&quot;',
      '<p>',
      '</p>',
      '<img src="x" onerror="y">',
      '<svg>',
      '<!--',
      '-->',
      '<style>',
      '&lt;',
      'text ',
      '<table><tr><td>',
      '</td></tr></table>',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const once = sanitizeCmsHtml(pieces.join(''));
        expect(sanitizeCmsHtml(once)).toBe(once);
      }),
      { numRuns: 400 },
    );
  });
});
