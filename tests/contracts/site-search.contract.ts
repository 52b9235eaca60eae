import { afterEach, beforeEach, describe, expect } from 'vitest';
import type { ProductCatalog } from '../../src/ports/product-catalog';
import type { SiteSearch } from '../../src/ports/site-search';
import { caseFor, failureOf, type Missing, statusOf, valueOf } from './contract-helpers';

export interface SiteSearchSubject {
  readonly search: SiteSearch;
  /** where a product to search for comes from: the same back-end's catalog */
  readonly catalog: Pick<ProductCatalog, 'listProducts'>;
  readonly cleanup?: () => Promise<void>;
}

export type SearchCase = 'search';

/** What every honest SiteSearch finds: a listed product by a word of its title. */
export const describeSiteSearchContract = (
  name: string,
  make: () => Promise<SiteSearchSubject>,
  missing?: Missing<SearchCase>,
): void => {
  describe(`SiteSearch contract: ${name}`, () => {
    let subject: SiteSearchSubject;
    const test = caseFor(missing);
    const firstProduct = async () => {
      const { products } = valueOf(await subject.catalog.listProducts({ page: 1 }));
      const product = products[0];
      if (product === undefined) throw new Error('the catalog is empty');
      return product;
    };

    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test('search', 'finds a product by a word of its title, and suggests it', async () => {
      const listed = await firstProduct();
      const word = listed.title.split(/\s+/)[0] ?? listed.title;

      const results = valueOf(await subject.search.search({ text: word }));
      const suggestions = valueOf(await subject.search.suggest(word));

      expect(results.total).toBeGreaterThanOrEqual(1);
      expect(results.hits.some((hit) => hit.type === 'product' && hit.id === listed.id)).toBe(true);
      expect(suggestions.hits.length).toBeGreaterThanOrEqual(1);
      expect(suggestions.hits.every((hit) => hit.snippet === '')).toBe(true);
    });

    test('search', 'refuses to search for nothing', async () => {
      expect(statusOf(failureOf(await subject.search.search({ text: '  ' })))).toBe(400);
    });
  });
};
