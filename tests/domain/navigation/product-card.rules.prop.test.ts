import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  childLinksToggle,
  cutLinkText,
  visibleChildLinks,
} from '../../../src/domain/navigation/product-card.rules';

describe('product card links', () => {
  it('shows the first 3 child links until expanded, then all', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 10 }), (links) => {
        expect(visibleChildLinks(links, false)).toEqual(links.slice(0, 3));
        expect(visibleChildLinks(links, true)).toEqual(links);
      }),
    );
  });

  it("offers 'show more' when links are hidden and 'show less' once expanded", () => {
    fc.assert(
      fc.property(fc.nat({ max: 20 }), fc.boolean(), (count, expanded) => {
        const toggle = childLinksToggle(count, expanded);
        if (count <= 3) expect(toggle).toBeNull();
        else expect(toggle).toBe(expanded ? 'show less' : 'show more');
      }),
    );
  });

  it('cuts link text at 25 characters and appends an ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), (text) => {
        const cut = cutLinkText(text);
        if (text.length <= 25) expect(cut).toBe(text);
        else {
          expect(cut.endsWith('…')).toBe(true);
          expect(text.startsWith(cut.slice(0, -1))).toBe(true);
          expect(cut.slice(0, -1)).toBe(text.slice(0, 25).trimEnd());
        }
      }),
    );
    expect(cutLinkText('Nitrile Examination Gloves Blue')).toBe('Nitrile Examination Glove…');
    expect(cutLinkText('Short')).toBe('Short');
  });

  it('never splits a character made of two code units', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 26, maxLength: 40 }), (text) => {
        const kept = Array.from(cutLinkText(text)).slice(0, -1);
        expect(kept.length).toBeLessThanOrEqual(25);
        expect(Array.from(text).slice(0, kept.length)).toEqual(kept);
      }),
    );
  });
});
