import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProductListService } from '../../../src/application/catalog/product-list.service';
import { ControllableProductCatalog } from '../../support/controllable.product-catalog';
import { inMemoryContentPorts } from '../../support/in-memory.backend';
import { current } from '../../support/observed';
import { someProducts } from '../../support/product.mother';

describe('ProductListService, pages clicked in quick succession', () => {
  it('always ends on the last page asked for, whatever order the answers arrive in', async () => {
    const { catalog } = inMemoryContentPorts({ products: someProducts(30), perPage: 4 });
    const clicks = fc
      .array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 6 })
      .chain((pages) =>
        fc.tuple(
          fc.constant(pages),
          fc.shuffledSubarray(
            pages.map((_, index) => index),
            { minLength: pages.length, maxLength: pages.length },
          ),
        ),
      );

    await fc.assert(
      fc.asyncProperty(clicks, async ([pages, answerOrder]) => {
        const repository = new ControllableProductCatalog();
        const service = new ProductListService(repository);

        const loads = pages.map((page) => service.loadPage(page));
        for (const index of answerOrder) {
          repository.answer(index, await catalog.listProducts({ page: pages[index] ?? 1 }));
          await loads[index];
        }

        const last = pages[pages.length - 1] ?? 1;
        const expected = await catalog.listProducts({ page: last });
        if (!expected.ok) throw new Error('the in-memory catalog does not fail');
        expect(current(service.state$)).toMatchObject({ status: 'ready', page: last });
        expect(current(service.state$).products).toEqual(expected.value.products);
      }),
      { numRuns: 100 },
    );
  });
});
