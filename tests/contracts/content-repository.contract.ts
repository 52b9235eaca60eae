import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { totalPagesFor } from '../../src/domain/catalog/pagination.rules';
import type { ProductPage } from '../../src/domain/catalog/product';
import { defaultVariant } from '../../src/domain/catalog/product.rules';
import { describeGatewayError } from '../../src/domain/errors/gateway-error.rules';
import type { GatewayError } from '../../src/domain/errors/gateway.errors';
import type { Result } from '../../src/domain/shared/result';
import type { ContentRepository } from '../../src/ports/content-repository';

export interface ContentRepositorySubject {
  readonly repository: ContentRepository;
  readonly cleanup?: () => Promise<void>;
}

/** Builds a repository whose catalog holds at least 10 products; called before every test. */
export type MakeContentRepository = () => Promise<ContentRepositorySubject>;

/** Beyond this many pages the walk over every page is skipped, to keep the suite quick. */
const MAX_PAGES_TO_WALK = 20;

const valueOf = (result: Result<ProductPage, GatewayError>): ProductPage => {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
};

/** What every honest ContentRepository does with a catalog of 10 or more products. */
export const describeContentRepositoryContract = (
  name: string,
  makeRepository: MakeContentRepository,
): void => {
  describe(`ContentRepository contract: ${name}`, () => {
    let subject: ContentRepositorySubject;

    beforeEach(async () => {
      subject = await makeRepository();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('lists products with the fields a product card needs', async () => {
      const { products } = valueOf(await subject.repository.listProducts(1));

      expect(products.length).toBeGreaterThan(0);
      for (const product of products) {
        expect(Number.isSafeInteger(product.id)).toBe(true);
        expect(product.title.trim()).not.toBe('');
        expect(product.slug.trim()).not.toBe('');
        expect(product.uri.trim()).not.toBe('');
        expect(Number.isFinite(product.price)).toBe(true);
        expect(product.price).toBeGreaterThanOrEqual(0);
        expect(product.variants.length).toBeGreaterThan(0);
      }
    });

    it("names a default variant that is one of the product's variants", async () => {
      const { products } = valueOf(await subject.repository.listProducts(1));

      for (const product of products) {
        const variant = defaultVariant(product);
        expect(product.variants).toContainEqual(variant);
        if (product.defaultVariantId !== null) expect(variant?.id).toBe(product.defaultVariantId);
      }
    });

    it('paginates consistently', async () => {
      const { products, pagination } = valueOf(await subject.repository.listProducts(1));

      expect(pagination.currentPage).toBe(1);
      expect(pagination.count).toBe(products.length);
      expect(pagination.total).toBeGreaterThanOrEqual(10);
      expect(pagination.perPage).toBeGreaterThan(0);
      expect(pagination.count).toBe(Math.min(pagination.perPage, pagination.total));
      expect(pagination.totalPages).toBe(totalPagesFor(pagination.total, pagination.perPage));
    });

    it('hands out every product exactly once across the pages', async () => {
      const first = valueOf(await subject.repository.listProducts(1));
      const { totalPages, total } = first.pagination;
      if (totalPages > MAX_PAGES_TO_WALK) return;

      const ids = first.products.map((product) => product.id);
      for (let page = 2; page <= totalPages; page += 1) {
        const next = valueOf(await subject.repository.listProducts(page));
        expect(next.pagination.currentPage).toBe(page);
        expect(next.pagination.count).toBe(next.products.length);
        ids.push(...next.products.map((product) => product.id));
      }

      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
    });

    it('answers a page past the end with an empty list or a clear error', async () => {
      const { pagination } = valueOf(await subject.repository.listProducts(1));

      const result = await subject.repository.listProducts(pagination.totalPages + 1);

      if (result.ok) {
        expect(result.value.products).toEqual([]);
        expect(result.value.pagination.count).toBe(0);
        expect(result.value.pagination.total).toBe(pagination.total);
      } else {
        expect(describeGatewayError(result.error).trim()).not.toBe('');
      }
    });
  });
};
