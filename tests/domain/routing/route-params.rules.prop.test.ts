import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPlainSegment,
  parseProductsSlug,
  parseSegmentParam,
} from '../../../src/domain/routing/route-params.rules';

const plain = fc.stringMatching(/^[A-Za-z0-9._~%-]{1,20}$/).filter((s) => s !== '.' && s !== '..');

describe('route parameters', () => {
  it('a slug or order number is one plain segment', () => {
    fc.assert(
      fc.property(plain, (value) => {
        expect(isPlainSegment(value)).toBe(true);
        expect(parseSegmentParam(value)).toEqual({ ok: true, value });
      }),
    );
  });

  it('anything with a slash, ? or #, a control character, or a dot segment is refused', () => {
    fc.assert(
      fc.property(
        plain,
        fc.constantFrom('/', '?', '#', '\\', '\n', '\u0000', '\u007f'),
        plain,
        (a, bad, b) => {
          const value = `${a}${bad}${b}`;
          expect(isPlainSegment(value)).toBe(false);
          expect(parseSegmentParam(value)).toEqual({
            ok: false,
            error: { kind: 'invalid-route-param', value },
          });
        },
      ),
    );
    for (const value of ['', '.', '..']) expect(isPlainSegment(value)).toBe(false);
  });

  it('a /products slug may span several plain segments', () => {
    fc.assert(
      fc.property(fc.array(plain, { minLength: 1, maxLength: 5 }), (segments) => {
        const value = segments.join('/');
        expect(parseProductsSlug(value)).toEqual({ ok: true, value });
      }),
    );
    for (const value of ['', 'a//b', '/a', 'a/', 'a/../b', 'a/b?c'])
      expect(parseProductsSlug(value).ok).toBe(false);
  });
});
