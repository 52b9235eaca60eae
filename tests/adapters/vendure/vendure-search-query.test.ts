// The Vendure shop's search checks queries as our own back-end does, with copies of its rules (the
// storefront and the server never import each other): here the copies are proved the same.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMIT,
  limitOf,
  MAX_LIMIT,
  MAX_QUERY_LENGTH,
  normalisedText,
  refusalOf,
  SUGGEST_LIMIT,
} from '../../../src/adapters/vendure/catalog/vendure-search-query';
import * as server from '../../../server/src/domain/search/search-query.rules.ts';

/** Short text, or about the longest, of characters the rules treat specially (white space, …). */
const unit = fc.constantFrom('a', 'Ö', '7', ' ', '\t', '\u200b', '\u0000', '!', '-', 'ﬁ', 'Ａ');
const anyText = fc.oneof(
  fc.string({ unit, maxLength: 12 }),
  fc.string({ unit, minLength: 190, maxLength: 230 }),
);

describe("the Vendure shop's search query rules", () => {
  it('has our own back-end’s limits', () => {
    expect({ DEFAULT_LIMIT, MAX_LIMIT, SUGGEST_LIMIT, MAX_QUERY_LENGTH }).toEqual({
      DEFAULT_LIMIT: server.DEFAULT_LIMIT,
      MAX_LIMIT: server.MAX_LIMIT,
      SUGGEST_LIMIT: server.SUGGEST_LIMIT,
      MAX_QUERY_LENGTH: server.MAX_QUERY_LENGTH,
    });
  });

  it('reads text as ours does, and refuses the same text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = server.parseSearchRequest({ q: text });
        expect(normalisedText(text)).toBe(server.normaliseQueryText(text));
        expect(refusalOf(normalisedText(text), undefined) === null).toBe(parsed.ok);
      }),
    );
  });

  it('caps the limit as ours does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000 }), (limit) => {
        const parsed = server.parseSearchRequest({ q: 'oak', limit: String(limit) });
        expect(parsed.ok && parsed.value.query.limit).toBe(limitOf(limit));
      }),
    );
    expect(limitOf(undefined)).toBe(server.DEFAULT_LIMIT);
  });
});
