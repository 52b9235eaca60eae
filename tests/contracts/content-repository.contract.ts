import { afterEach, beforeEach, describe, expect } from 'vitest';
import { totalPagesFor } from '../../src/domain/catalog/pagination.rules';
import { defaultVariant } from '../../src/domain/catalog/product.rules';
import type { ContentRepository } from '../../src/ports/content-repository';
import { caseFor, failureOf, type Missing, statusOf, valueOf } from './contract-helpers';

export interface ContentRepositorySubject {
  readonly repository: ContentRepository;
  readonly cleanup?: () => Promise<void>;
}

/** Builds a repository whose catalog holds at least 10 products; called before every test. */
export type MakeContentRepository = () => Promise<ContentRepositorySubject>;

export type ContentCase = 'catalog' | 'layout' | 'pages' | 'blog' | 'search' | 'settings' | 'forms';

/** Beyond this many pages the walk over every page is skipped, to keep the suite quick. */
const MAX_PAGES_TO_WALK = 20;

/** What every honest ContentRepository does with a catalog of 10 or more products. */
export const describeContentRepositoryContract = (
  name: string,
  make: MakeContentRepository,
  missing?: Missing<ContentCase>,
): void => {
  describe(`ContentRepository contract: ${name}`, () => {
    let subject: ContentRepositorySubject;
    const test = caseFor(missing);
    const firstProduct = async () => {
      const { products } = valueOf(await subject.repository.listProducts({ page: 1 }));
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
      const { products } = valueOf(await subject.repository.listProducts({ page: 1 }));

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
      const first = valueOf(await subject.repository.listProducts({ page: 1 }));
      const { pagination } = first;
      expect(pagination.currentPage).toBe(1);
      expect(pagination.count).toBe(first.products.length);
      expect(pagination.total).toBeGreaterThanOrEqual(10);
      expect(pagination.count).toBe(Math.min(pagination.perPage, pagination.total));
      expect(pagination.totalPages).toBe(totalPagesFor(pagination.total, pagination.perPage));
      if (pagination.totalPages > MAX_PAGES_TO_WALK) return;

      const ids = first.products.map((product) => product.id);
      for (let page = 2; page <= pagination.totalPages; page += 1) {
        const next = valueOf(await subject.repository.listProducts({ page }));
        expect(next.pagination.currentPage).toBe(page);
        ids.push(...next.products.map((product) => product.id));
      }
      expect(new Set(ids).size).toBe(pagination.total);
      expect(ids).toHaveLength(pagination.total);
    });

    test('catalog', 'answers a page past the end with an empty list', async () => {
      const { pagination } = valueOf(await subject.repository.listProducts({ page: 1 }));

      const past = valueOf(
        await subject.repository.listProducts({ page: pagination.totalPages + 1 }),
      );

      expect(past.products).toEqual([]);
      expect(past.pagination.total).toBe(pagination.total);
    });

    // Prices filter and sort on the price a shopper pays (a sale price when lower), which a listing
    // does not carry: what holds for every back-end is the set, and a floor on the regular price.
    test('catalog', 'sorts the same products, and filters by a minimum price', async () => {
      const all = valueOf(await subject.repository.listProducts({ page: 1, perPage: 100 }));
      const sorted = valueOf(
        await subject.repository.listProducts({ page: 1, perPage: 100, sort: 'price-desc' }),
      );
      const ids = (page: typeof all) =>
        page.products.map((product) => product.id).sort((a, b) => a - b);
      expect(ids(sorted)).toEqual(ids(all));

      const prices = all.products.map((product) => product.price).sort((a, b) => a - b);
      const floor = prices[Math.floor(prices.length / 2)] ?? 0;
      const dear = valueOf(
        await subject.repository.listProducts({ page: 1, perPage: 100, minPrice: floor }),
      );
      expect(dear.products.length).toBeGreaterThan(0);
      expect(dear.products.every((product) => product.price >= floor)).toBe(true);
    });

    test('catalog', 'refuses a reversed price range', async () => {
      expect(
        statusOf(failureOf(await subject.repository.listProducts({ minPrice: 50, maxPrice: 10 }))),
      ).toBe(400);
    });

    test(
      'catalog',
      'finds a listed product by its slug, and its default variant by id',
      async () => {
        const listed = await firstProduct();

        const product = valueOf(await subject.repository.product(listed.slug));
        const variantId = defaultVariant(listed)?.id ?? 0;
        const variant = valueOf(await subject.repository.variant(variantId));

        expect(product).toMatchObject({ id: listed.id, slug: listed.slug, title: listed.title });
        expect(variant).toMatchObject({
          id: variantId,
          product: { id: listed.id, slug: listed.slug },
        });
      },
    );

    test('catalog', 'answers an unknown product with 404', async () => {
      expect(
        statusOf(failureOf(await subject.repository.product('no-such-product-slug-4711'))),
      ).toBe(404);
    });

    test('catalog', 'lists categories, each with a slug and a product count', async () => {
      for (const category of valueOf(await subject.repository.categories())) {
        expect(category.slug).toMatch(/\S/);
        expect(category.productCount).toBeGreaterThanOrEqual(0);
      }
    });

    test('layout', 'serves the three menus, the footer and the sticky bar', async () => {
      const menus = [
        valueOf(await subject.repository.mainMenu()),
        valueOf(await subject.repository.footerMenu()),
        valueOf(await subject.repository.bottomFooterMenu()),
      ];
      const footer = valueOf(await subject.repository.siteFooter());
      const bar = valueOf(await subject.repository.stickyBar());

      for (const menu of menus) for (const item of menu) expect(item.title).toMatch(/\S/);
      expect(typeof footer.copyrightText).toBe('string');
      expect(Array.isArray(footer.socialLinks)).toBe(true);
      expect(typeof bar.isEnabled).toBe('boolean');
    });

    test(
      'pages',
      'serves the home page (uri empty) and answers a missing page with 404',
      async () => {
        expect(valueOf(await subject.repository.page('')).uri).toBe('');
        expect(statusOf(failureOf(await subject.repository.page('no/such/page-4711')))).toBe(404);
      },
    );

    test(
      'blog',
      'lists blog posts and case studies by page, and opens each first one',
      async () => {
        const posts = valueOf(await subject.repository.blogPosts({ page: 1 }));
        const studies = valueOf(await subject.repository.caseStudies(1));

        expect(posts.pagination.count).toBe(posts.items.length);
        expect(studies.pagination.count).toBe(studies.items.length);
        const [post] = posts.items;
        if (post !== undefined)
          expect(valueOf(await subject.repository.blogPost(post.slug)).id).toBe(post.id);
        const [study] = studies.items;
        if (study !== undefined)
          expect(valueOf(await subject.repository.caseStudy(study.slug)).id).toBe(study.id);
        expect(Array.isArray(valueOf(await subject.repository.blogCategories()))).toBe(true);
      },
    );

    test('search', 'finds a product by a word of its title, and suggests it', async () => {
      const listed = await firstProduct();
      const word = listed.title.split(/\s+/)[0] ?? listed.title;

      const results = valueOf(await subject.repository.search({ text: word }));
      const suggestions = valueOf(await subject.repository.suggest(word));

      expect(results.total).toBeGreaterThanOrEqual(1);
      expect(results.hits.some((hit) => hit.type === 'product' && hit.id === listed.id)).toBe(true);
      expect(suggestions.hits.length).toBeGreaterThanOrEqual(1);
      expect(suggestions.hits.every((hit) => hit.snippet === '')).toBe(true);
    });

    test('search', 'refuses to search for nothing', async () => {
      expect(statusOf(failureOf(await subject.repository.search({ text: '  ' })))).toBe(400);
    });

    test('settings', "lists the countries, a country's states and the gateways", async () => {
      const countries = valueOf(await subject.repository.enabledCountries());
      expect(countries.length).toBeGreaterThan(0);
      const code = countries[0]?.code ?? 'US';
      expect(code).toMatch(/^[A-Z]{2}$/);

      const states = valueOf(await subject.repository.enabledStates(code));
      const gateways = valueOf(await subject.repository.enabledGateways());

      expect(states.every((state) => state.countryCode === code)).toBe(true);
      expect(gateways.every((gateway) => !gateway.isArchived)).toBe(true);
    });

    test('forms', "refuses an empty 'Get Started' form, naming its fields", async () => {
      const failure = failureOf(await subject.repository.submitForm('get-started', {}));

      expect(statusOf(failure)).toBe(400);
      const data = failure.kind === 'request-failed' ? failure.error.data : null;
      expect(data).toMatchObject({ errors: { email: expect.any(Array) } });
    });
  });
};
