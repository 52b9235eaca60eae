import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../src/domain/seo/page-head.rules.ts';
import { DESCRIPTION_LENGTH, excerpt, plainText } from '../../src/domain/seo/text-excerpt.rules.ts';

const words = fc
  .array(fc.stringMatching(/^[A-Za-z0-9,.'é]{1,14}$/), { maxLength: 80 })
  .map((list) => list.join(' '));

describe('descriptions', () => {
  it('are at most 160 characters, and a cut text is a start of the text ending with …', () => {
    fc.assert(
      fc.property(words, (text) => {
        const result = excerpt(text);
        expect([...result].length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
        if ([...text].length <= DESCRIPTION_LENGTH) {
          expect(result).toBe(text);
        } else {
          expect(result.endsWith('…')).toBe(true);
          expect(text.startsWith(result.slice(0, -1))).toBe(true);
        }
      }),
    );
  });

  it('cut at a word boundary when there is one in the second half', () => {
    const text = `${'word '.repeat(40)}end`;
    const result = excerpt(text);
    expect(result).toMatch(/^(word )+word…$/);
  });

  it('keep the text of HTML: no tags, no scripts, entities decoded, words kept apart', () => {
    expect(
      plainText(
        '<h2>Title</h2><p>Fish &amp; <em>chips</em>&nbsp;&#8211; &#x2014; <script>alert(1)</script>x<br>y</p>',
      ),
    ).toBe('Title Fish & chips – — x y');
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (html) => {
        expect(plainText(html)).not.toMatch(/<[a-z/!][^>]*>/i);
      }),
    );
  });

  it('name the item, then the shop', () => {
    expect(documentTitle('Drill', 'Shop')).toBe('Drill | Shop');
    expect(documentTitle('  ', 'Shop')).toBe('Shop');
    expect(documentTitle('Drill | Shop', 'Shop')).toBe('Drill | Shop');
    expect(documentTitle('Shop', 'Shop')).toBe('Shop');
  });
});
