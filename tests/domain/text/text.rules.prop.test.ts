import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeProductMeta, stripHtml } from '../../../src/domain/text/text.rules';

/** Plain words: no markup, no entities, single spaces. */
const plainText = fc
  .array(fc.stringMatching(/^[A-Za-z0-9.!?'"-]{1,10}$/), { maxLength: 30 })
  .map((words) => words.join(' '));
const tag = fc.constantFrom('p', 'strong', 'em', 'a href="/x"', 'span class="y"', 'br /', 'div');

describe('strip HTML', () => {
  it('leaves plain text alone', () => {
    fc.assert(
      fc.property(plainText, (text) => {
        expect(stripHtml(text)).toBe(text);
      }),
    );
  });

  it('removes every tag and keeps the words in order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(tag, plainText), { maxLength: 6 }), (parts) => {
        const html = parts.map(([t, text]) => `<${t}>${text}</${t.split(' ')[0]}>`).join('');
        const stripped = stripHtml(html);
        expect(stripped).not.toMatch(/<\/?[a-z][^>]*>/i);
        expect(stripped.split(' ').filter(Boolean)).toEqual(
          parts.flatMap(([, text]) => text.split(' ')).filter(Boolean),
        );
      }),
    );
  });

  it('drops scripts, styles and comments with their content, and decodes entities', () => {
    expect(
      stripHtml('<p>Hi</p><script>alert(1)</script><style>p{}</style><!-- note -->there'),
    ).toBe('Hi there');
    expect(stripHtml('Fish &amp; Chips&nbsp;&lt;b&gt; &#169; &#x263A; &bogus; &#0;')).toBe(
      'Fish & Chips <b> © ☺ &bogus; &#0;',
    );
  });
});

describe('remove SKU, Size and Pack', () => {
  const label = fc.constantFrom('SKU', 'Size', 'Pack', 'sku', 'SIZE');
  const value = fc.stringMatching(/^[A-Za-z0-9 x.-]{0,10}$/);
  const name = fc.stringMatching(/^[A-Z][a-z]{2,8}( [A-Z][a-z]{2,8}){0,2}$/);

  it('leaves text without such fragments unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/\b(sku|size|pack)\s*:/i.test(text));
        expect(removeProductMeta(text)).toBe(text);
      }),
    );
  });

  it('removes every fragment and keeps the product name', () => {
    fc.assert(
      fc.property(
        name,
        fc.array(fc.tuple(label, value), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(' | ', ', ', ' - ', ' ', '\n'),
        (productName, fragments, separator) => {
          const text = [productName, ...fragments.map(([l, v]) => `${l}: ${v}`)].join(separator);
          const cleaned = removeProductMeta(text);
          expect(cleaned).not.toMatch(/\b(sku|size|pack)\s*:/i);
          expect(cleaned).toBe(productName);
        },
      ),
    );
  });

  it('matches the examples', () => {
    expect(removeProductMeta('Nitrile Gloves - SKU: NG-100 | Size: Large | Pack: 100')).toBe(
      'Nitrile Gloves',
    );
    expect(removeProductMeta('Nitrile Gloves (SKU: NG-100)')).toBe('Nitrile Gloves');
    expect(removeProductMeta('Blue, Size: L, Powder free')).toBe('Blue, Powder free');
    expect(removeProductMeta('Gloves | SKU: 1 | Blue')).toBe('Gloves | Blue');
    expect(removeProductMeta('One size fits all')).toBe('One size fits all');
  });
});
