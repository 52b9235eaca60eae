import { afterEach, beforeEach, describe, expect } from 'vitest';
import { totalPagesFor } from '../../src/domain/catalog/pagination.rules';
import { defaultVariant } from '../../src/domain/catalog/product.rules';
import type { ProductCatalog } from '../../src/ports/product-catalog';
import { caseFor, failureOf, type Missing, statusOf, valueOf } from './contract-helpers';

export interface ProductCatalogSubject {
  readonly catalog: ProductCatalog;
  readonly cleanup?: () => Promise<void>;
}

export type CatalogCase = 'catalog';

/** Beyond this many pages the walk over every page is skipped, to keep the suite quick. */
const MAX_PAGES_TO_WALK = 20;

/** What every honest ProductCatalog does with a catalog of 10 or more products. */
export const describeProductCatalogContract = (
  name: string,
  /** builds a catalog of at least 10 products; called before every test */
  make: () => Promise<ProductCatalogSubject>,
  missing?: Missing<CatalogCase>,
): void => {
  describe(`ProductCatalog contract: ${name}`, () => {
    let subject: ProductCatalogSubject;
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

    test('catalog', 'lists products with the fields a product card needs', async () => {
      const { products } = valueOf(await subject.catalog.listProducts({ page: 1 }));

      expect(products.length).toBeGreaterThan(0);
      for (const product of products) {
        expect(Number.isSafeInteger(product.id)).toBe(true);
        expect(product.title.trim()).not.toBe('');
        expect(product.slug.trim()).not.toBe('');
        expect(product.uri.trim()).not.toBe('');
        expect(Number.isFinite(product.price)).toBe(true);
        expect(product.price).toBeGreaterThanOrEqual(0);
        expect(product.variants.length).toBeGreaterThan(0);
        const variant = defaultVariant(product);
        expect(product.variants).toContainEqual(variant);
        if (product.defaultVariantId !== null) expect(variant?.id).toBe(product.defaultVariantId);
      }
    });

    test('catalog', 'paginates consistently and hands out every product exactly once', async () => {
      const first = valueOf(await subject.catalog.listProducts({ page: 1 }));
      const { pagination } = first;
      expect(pagination.currentPage).toBe(1);
      expect(pagination.count).toBe(first.products.length);
      expect(pagination.total).toBeGreaterThanOrEqual(10);
      expect(pagination.count).toBe(Math.min(pagination.perPage, pagination.total));
      expect(pagination.totalPages).toBe(totalPagesFor(pagination.total, pagination.perPage));
      if (pagination.totalPages > MAX_PAGES_TO_WALK) return;

      const ids = first.products.map((product) => product.id);
      for (let page = 2; page <= pagination.totalPages; page += 1) {
        const next = valueOf(await subject.catalog.listProducts({ page }));
        expect(next.pagination.currentPage).toBe(page);
        ids.push(...next.products.map((product) => product.id));
      }
      expect(new Set(ids).size).toBe(pagination.total);
      expect(ids).toHaveLength(pagination.total);
    });

    test('catalog', 'answers a page past the end with an empty list', async () => {
      const { pagination } = valueOf(await subject.catalog.listProducts({ page: 1 }));

      const past = valueOf(await subject.catalog.listProducts({ page: pagination.totalPages + 1 }));

      expect(past.products).toEqual([]);
      expect(past.pagination.total).toBe(pagination.total);
    });

    // Prices filter and sort on the price a shopper pays (a sale price when lower), which a listing
    // does not carry: what holds for every back-end is the set, and a floor on the regular price.

    test('catalog', 'sorts the same products, and filters by a minimum price', async () => {
      const all = valueOf(await subject.catalog.listProducts({ page: 1, perPage: 100 }));
      const sorted = valueOf(
        await subject.catalog.listProducts({ page: 1, perPage: 100, sort: 'price-desc' }),
      );
      const ids = (page: typeof all) =>
        page.products.map((product) => product.id).sort((a, b) => a - b);
      expect(ids(sorted)).toEqual(ids(all));

      const prices = all.products.map((product) => product.price).sort((a, b) => a - b);
      const floor = prices[Math.floor(prices.length / 2)] ?? 0;
      const dear = valueOf(
        await subject.catalog.listProducts({ page: 1, perPage: 100, minPrice: floor }),
      );
      expect(dear.products.length).toBeGreaterThan(0);
      expect(dear.products.every((product) => product.price >= floor)).toBe(true);
    });

    test('catalog', 'refuses a reversed price range', async () => {
      expect(
        statusOf(failureOf(await subject.catalog.listProducts({ minPrice: 50, maxPrice: 10 }))),
      ).toBe(400);
    });

    test(
      'catalog',
      'finds a listed product by its slug, and its default variant by id',
      async () => {
        const listed = await firstProduct();

        const product = valueOf(await subject.catalog.product(listed.slug));
        const variantId = defaultVariant(listed)?.id ?? 0;
        const variant = valueOf(await subject.catalog.variant(listed.slug, variantId));

        expect(product).toMatchObject({ id: listed.id, slug: listed.slug, title: listed.title });
        expect(variant).toMatchObject({
          id: variantId,
          product: { id: listed.id, slug: listed.slug },
        });
      },
    );

    test('catalog', 'answers an unknown product with 404', async () => {
      expect(statusOf(failureOf(await subject.catalog.product('no-such-product-slug-4711')))).toBe(
        404,
      );
    });

    test('catalog', 'lists categories, each with a slug and a product count', async () => {
      for (const category of valueOf(await subject.catalog.categories())) {
        expect(category.slug).toMatch(/\S/);
        expect(category.productCount).toBeGreaterThanOrEqual(0);
      }
    });
  });
};
