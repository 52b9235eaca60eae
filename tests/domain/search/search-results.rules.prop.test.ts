import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchHit, SearchType } from '../../../src/domain/content/content';
import {
  groupSearchHits,
  hitsInDisplayOrder,
  moveActiveIndex,
  SEARCH_GROUPS,
  searchPath,
} from '../../../src/domain/search/search-results.rules';

const anyType = fc.constantFrom<SearchType>('product', 'page', 'post', 'case-study');
const anyHit: fc.Arbitrary<SearchHit> = fc.record({
  type: anyType,
  id: fc.nat(),
  title: fc.string(),
  uri: fc.string(),
  url: fc.string(),
  snippet: fc.string(),
  imageUrl: fc.constant(null),
});

describe('search results', () => {
  it('groups keep every hit once, in group order, each group in the hits’ own order', () => {
    fc.assert(
      fc.property(fc.array(anyHit, { maxLength: 20 }), (hits) => {
        const groups = groupSearchHits(hits);
        expect(groups.flatMap((group) => group.hits)).toHaveLength(hits.length);
        const order = SEARCH_GROUPS.map((group) => group.type);
        const positions = groups.map((group) => order.indexOf(group.type));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        for (const group of groups) {
          expect(group.hits.length).toBeGreaterThan(0);
          expect(group.hits).toEqual(hits.filter((hit) => hit.type === group.type));
        }
        expect(hitsInDisplayOrder(hits)).toEqual(groups.flatMap((group) => group.hits));
      }),
    );
  });

  it('names groups for people', () => {
    expect(SEARCH_GROUPS.map((group) => group.label)).toEqual([
      'Products',
      'Pages',
      'Blog posts',
      'Case studies',
    ]);
  });

  it('arrow keys cycle through the text box (-1) and every option', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: -1, max: 29 }),
        (count, start) => {
          const active = Math.min(start, count - 1);
          const down = moveActiveIndex(active, count, 1);
          expect(down).toBeGreaterThanOrEqual(-1);
          expect(down).toBeLessThan(count);
          expect(moveActiveIndex(down, count, -1)).toBe(active);
        },
      ),
    );
    expect(moveActiveIndex(-1, 3, 1)).toBe(0);
    expect(moveActiveIndex(2, 3, 1)).toBe(-1);
    expect(moveActiveIndex(-1, 3, -1)).toBe(2);
    expect(moveActiveIndex(5, 0, 1)).toBe(-1);
    expect(moveActiveIndex(7, 3, 1)).toBe(0);
  });

  it('builds the /search address', () => {
    expect(searchPath('  ')).toBe('/search');
    expect(searchPath(' drill & saw ')).toBe('/search?q=drill%20%26%20saw');
  });
});
