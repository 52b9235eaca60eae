import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from '../../src/adapters/http/catalog/product-json-ld.ts';

describe('JSON inside a <script> element', () => {
  it('can never close the script or open a comment, and parses back to the same value', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom('</script>', '</SCRIPT >', '<!--', '-->', '\u2028', '&amp;', ']]>'),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 8 }), text), (value) => {
        const json = scriptSafeJson(value);
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual(value);
      }),
    );
  });
});
