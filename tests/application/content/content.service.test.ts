import { describe, expect, it } from 'vitest';
import { demoContent } from '../../../src/adapters/fakes/demo-content';
import { ContentService } from '../../../src/application/content/content.service';
import { isNotFound } from '../../../src/application/shared/loadable';
import { ProductService } from '../../../src/application/catalog/product.service';
import { inMemoryContentPorts } from '../../support/in-memory.backend';
import { current } from '../../support/observed';

const setup = () => {
  const ports = inMemoryContentPorts(demoContent());
  return {
    ports,
    content: new ContentService(ports.editorial),
    products: new ProductService(ports.catalog),
  };
};

describe('ContentService', () => {
  it('loads a page by its uri, the home page included', async () => {
    const { content } = setup();

    await content.loadPage('');
    expect(current(content.page$).data?.title).toBe('Home');
    await content.loadPage('/about-us');
    expect(current(content.page$).data?.title).toBe('About us');
  });

  it("turns a missing page into 'Page not found: /{uri}'", async () => {
    const { content } = setup();

    const result = await content.loadPage('no/such');

    expect(result.ok).toBe(false);
    expect(current(content.page$).error).toBe('Page not found: /no/such');
  });

  it('keeps other failures as they are', async () => {
    const { content, ports } = setup();
    ports.content.goOffline();

    await content.loadPage('about-us');

    expect(current(content.page$).error).toBe(
      'Unable to communicate with the server. Please check your connection and try again.',
    );
  });

  it('loads blog posts (all, or a category), a post and the categories', async () => {
    const { content } = setup();

    await content.loadBlogPosts();
    expect(current(content.blogPosts$).data?.items.map((post) => post.slug)).toEqual([
      'which-screw-for-which-wood',
      'choosing-a-cordless-drill',
    ]);
    await content.loadBlogPosts({ category: 'news', page: 1 });
    expect(current(content.blogPosts$).data?.pagination.total).toBe(2);
    await content.loadBlogPost('choosing-a-cordless-drill');
    expect(current(content.blogPost$).data?.title).toBe('Choosing a cordless drill');
    await content.loadBlogCategories();
    expect(current(content.blogCategories$).data).toHaveLength(1);
  });

  it("names the missing post's and category's path", async () => {
    const { content } = setup();

    await content.loadBlogPost('gone');
    await content.loadBlogPosts({ page: 0, category: 'x' });

    expect(current(content.blogPost$).error).toBe('Page not found: /blog/gone');
    expect(current(content.blogPosts$).error).toContain('Invalid page');
  });

  it('loads a blog category with a page of its posts', async () => {
    const { content } = setup();

    const result = await content.loadBlogCategory('news');

    expect(result.ok).toBe(true);
    expect(current(content.blogCategory$).data).toMatchObject({
      category: { slug: 'news', title: 'News' },
      posts: { pagination: { currentPage: 1, total: 2 } },
    });
    expect(
      current(content.blogCategory$).data?.posts.items.map((post) => post.category?.slug),
    ).toEqual(['news', 'news']);
  });

  it('treats an unknown blog category as not found, and a failed load as failed', async () => {
    const { content, ports } = setup();

    await content.loadBlogCategory('gone');
    expect(current(content.blogCategory$).error).toBe('Page not found: /blog/category/gone');
    expect(isNotFound(current(content.blogCategory$))).toBe(true);

    await content.loadBlogCategory('news', 0);
    expect(current(content.blogCategory$).error).toContain('Invalid page');
    expect(isNotFound(current(content.blogCategory$))).toBe(false);

    ports.content.goOffline();
    await content.loadBlogCategory('news');
    expect(current(content.blogCategory$).status).toBe('failed');
    expect(isNotFound(current(content.blogCategory$))).toBe(false);
  });

  it('marks a missing page as not found', async () => {
    const { content } = setup();

    await content.loadPage('no/such');

    expect(isNotFound(current(content.page$))).toBe(true);
  });

  it('loads case studies and one case study', async () => {
    const { content } = setup();

    await content.loadCaseStudies();
    await content.loadCaseStudy('timber-frame-workshop');
    await content.loadCaseStudy('gone');

    expect(current(content.caseStudies$).data?.items).toHaveLength(1);
    expect(current(content.caseStudy$)).toMatchObject({
      error: 'Page not found: /case-studies/gone',
      data: { client: 'Northwood Joinery' },
    });
  });
});

describe('ProductService', () => {
  it('loads a product, a variant and the categories', async () => {
    const { products, ports } = setup();
    const listed = await ports.catalog.listProducts({ page: 1 });
    const first = listed.ok ? listed.value.products[0] : undefined;

    await products.loadProduct(first?.slug ?? '');
    await products.loadVariant(first?.slug ?? '', first?.variants[0]?.id ?? 0);
    await products.loadCategories();

    expect(current(products.product$).data).toMatchObject({
      id: first?.id,
      category: { slug: 'power-tools' },
    });
    expect(current(products.variant$).data?.product.id).toBe(first?.id);
    expect(current(products.categories$).data).toHaveLength(3);
  });

  it("turns a missing product into 'Page not found: /products/{slug}'", async () => {
    const { products } = setup();

    await products.loadProduct('gone');

    expect(current(products.product$).error).toBe('Page not found: /products/gone');
  });
});
