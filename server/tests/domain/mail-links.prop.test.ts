import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeHtmlEntities,
  escapeHtml,
  extractLinks,
} from '../../src/domain/mail/mail-links.rules.ts';

const dedupe = (urls: readonly string[]) => [...new Set(urls)];

// URLs as they appear in prose: ending in a letter or digit, so no sentence punctuation is involved.
const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
const word = fc.string({ unit: alnum, minLength: 1, maxLength: 8 });
const proseUrl = fc
  .tuple(
    fc.constantFrom('http', 'https', 'HTTPS'),
    fc.array(word, { minLength: 1, maxLength: 3 }),
    fc.array(word, { maxLength: 3 }),
    fc.option(fc.tuple(word, word)),
  )
  .map(([scheme, host, path, query]) => {
    const base = `${scheme}://${host.join('.')}/${path.join('/')}`;
    return query ? `${base}${path.length ? '' : 'x'}?${query[0]}=${query[1]}&y=1` : base;
  })
  .filter((url) => /[a-z0-9]$/i.test(url));

describe('escapeHtml', () => {
  it('leaves no markup-significant character and decodes back to the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
        expect(decodeHtmlEntities(escaped)).toBe(text);
      }),
    );
  });
});

describe('extractLinks', () => {
  it('finds every href target once, entities decoded, in order of appearance', () => {
    fc.assert(
      fc.property(
        fc.array(fc.webUrl({ withQueryParameters: true, withFragments: true })),
        (urls) => {
          const html = urls
            .map((url, i) => `<p>Step ${i}: <a class="b" href="${escapeHtml(url)}">go</a></p>`)
            .join('\n');
          expect(extractLinks('', html)).toEqual(dedupe(urls));
        },
      ),
    );
  });

  it('finds URLs in plain text, without the punctuation of the sentence around them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(proseUrl, fc.constantFrom('', '.', ',', '!', ')', ').', ':', '?'))),
        (entries) => {
          const text = entries
            .map(([url, after], i) => `Line ${i} (see ${url}${after} and more`)
            .join('\n');
          expect(extractLinks(text, '')).toEqual(dedupe(entries.map(([url]) => url)));
        },
      ),
    );
  });

  it('lists text links before href links, without repeating one found in both', () => {
    fc.assert(
      fc.property(fc.array(proseUrl), fc.array(proseUrl), (inText, inHtml) => {
        const text = inText.join('\n');
        const html = inHtml.map((url) => `<a href='${escapeHtml(url)}'>${url}</a>`).join('');
        expect(extractLinks(text, html)).toEqual(dedupe([...inText, ...inHtml]));
      }),
    );
  });

  it('returns only distinct absolute http(s) URLs, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, html) => {
        const links = extractLinks(text, html);
        expect(new Set(links).size).toBe(links.length);
        for (const link of links) expect(link).toMatch(/^https?:\/\/[^\s/?#]+/i);
      }),
    );
  });

  it('ignores relative, mailto and script targets and decodes &amp; in queries', () => {
    const html = [
      '<a href="/account">a</a>',
      '<a href="mailto:help@shop.test">b</a>',
      '<a href="javascript:alert(1)">c</a>',
      '<a HREF = "https://shop.test/verify?code=a&amp;id=7">d</a>',
      '<a href=http://shop.test/bare>e</a>',
    ].join('');
    expect(extractLinks('Write to help@shop.test or go to https://', html)).toEqual([
      'https://shop.test/verify?code=a&id=7',
      'http://shop.test/bare',
    ]);
  });

  it('keeps balanced brackets that belong to the URL', () => {
    expect(extractLinks('See https://en.wikipedia.org/wiki/Drill_(tool).', '')).toEqual([
      'https://en.wikipedia.org/wiki/Drill_(tool)',
    ]);
  });
});
