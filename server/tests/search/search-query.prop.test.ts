import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  MAX_PREFIX_TERMS,
  MAX_QUERY_LENGTH,
  normaliseQueryText,
  parseSearchRequest,
  prefixTerms,
  SUGGEST_LIMIT,
  urlOfUri,
} from '../../src/domain/search/search-query.rules.ts';

const anyText = fc.string({ unit: 'grapheme', maxLength: 300 });
const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);

describe('search query rules', () => {
  it('normalises to single-spaced, trimmed text without control characters, idempotently', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const text = normaliseQueryText(raw);
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/\s{2}|[\p{Cc}\p{Cf}]|[^\S ]/u);
        expect(normaliseQueryText(text)).toBe(text);
      }),
    );
    expect(normaliseQueryText(' Ｃｏｒｄｌｅｓｓ\t\u200bdrill\n')).toBe('Cordless drill');
  });

  it('makes prefix terms of letters and digits only: unique, lower-case, few', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const terms = prefixTerms(normaliseQueryText(raw));
        expect(terms.length).toBeLessThanOrEqual(MAX_PREFIX_TERMS);
        expect(new Set(terms).size).toBe(terms.length);
        for (const term of terms) {
          expect(term).toMatch(/^[\p{L}\p{N}]+$/u);
          expect(term).toBe(term.toLowerCase());
        }
      }),
    );
    expect(prefixTerms('Drill 1/2" o\'clock drill')).toEqual(['drill', '1', '2', 'o', 'clock']);
  });

  it('accepts any query with a word in it up to the maximum length', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 10 }), (words) => {
        const q = words.join(' ').slice(0, MAX_QUERY_LENGTH);
        const parsed = parseSearchRequest({ q });
        expect(parsed).toEqual({
          ok: true,
          value: {
            mode: 'full',
            query: { text: q, terms: prefixTerms(q), type: null, limit: DEFAULT_LIMIT },
          },
        });
      }),
    );
  });

  it('refuses queries longer than the maximum and queries without a letter or digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_QUERY_LENGTH + 1, max: 2000 }), (length) => {
        expect(parseSearchRequest({ q: 'x'.repeat(length) })).toEqual({
          ok: false,
          error: { kind: 'query-too-long', max: MAX_QUERY_LENGTH },
        });
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[\s!?.,;:'"()*&^%$#@-]*$/), (q) => {
        expect(parseSearchRequest({ q })).toEqual({ ok: false, error: { kind: 'empty-query' } });
      }),
    );
    expect(parseSearchRequest({})).toEqual({ ok: false, error: { kind: 'empty-query' } });
    expect(parseSearchRequest({ q: ['a', 'b'] })).toEqual({
      ok: false,
      error: { kind: 'empty-query' },
    });
  });

  it('caps the limit at 50 (8 for suggestions) and refuses what is not a positive number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.boolean(), (limit, suggest) => {
        const parsed = parseSearchRequest({
          q: 'drill',
          limit: String(limit),
          ...(suggest ? { mode: 'suggest' } : {}),
        });
        expect(parsed.ok && parsed.value.query.limit).toBe(
          Math.min(limit, suggest ? SUGGEST_LIMIT : MAX_LIMIT),
        );
      }),
    );
    for (const limit of ['0', '-1', '1.5', 'ten', '9999999'])
      expect(parseSearchRequest({ q: 'drill', limit }).ok, limit).toBe(false);
  });

  it('knows the four types and the suggest mode, which carries prefix terms', () => {
    for (const type of ['product', 'page', 'post', 'case-study'])
      expect(parseSearchRequest({ q: 'x', type }).ok, type).toBe(true);
    expect(parseSearchRequest({ q: 'x', type: 'blogPost' })).toEqual({
      ok: false,
      error: { kind: 'unknown-type', value: 'blogPost' },
    });
    expect(parseSearchRequest({ q: 'Cordless dr', mode: 'suggest' })).toEqual({
      ok: true,
      value: {
        mode: 'suggest',
        query: { text: 'Cordless dr', terms: ['cordless', 'dr'], type: null, limit: SUGGEST_LIMIT },
      },
    });
  });

  it('turns a URI into a storefront URL', () => {
    expect(urlOfUri('')).toBe('/');
    expect(urlOfUri('products/a/b')).toBe('/products/a/b');
    expect(urlOfUri('/blog/x')).toBe('/blog/x');
  });
});
