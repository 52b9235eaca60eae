import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aContentShop, type ContentShop } from './content.mother.ts';

describe('blog and case studies', () => {
  let t: TestApp;
  let shop: ContentShop;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const slugs = (body: { data: { slug: string }[] }) => body.data.map((item) => item.slug);

  beforeAll(async () => {
    t = await startTestApp();
    shop = await aContentShop(t.db.db);
  });
  afterAll(() => t.close());

  describe('GET /api/v1/blog/posts', () => {
    it('lists published posts newest first, with category and image', async () => {
      const res = await get('/api/v1/blog/posts');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(slugs(body)).toEqual(['latest-news', 'welding-guide', 'oldest-news']);
      expect(body.meta.pagination).toEqual({
        total: 3,
        count: 3,
        per_page: 12,
        current_page: 1,
        total_pages: 1,
        links: {},
      });
      expect(body.data[1]).toEqual({
        id: expect.any(Number),
        title: 'Welding guide',
        slug: 'welding-guide',
        uri: 'blog/welding-guide',
        author: 'Ada',
        excerpt: 'How to weld',
        publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        category: {
          id: shop.blog.guides.id,
          title: 'Guides',
          slug: 'guides',
          uri: 'blog/category/guides',
        },
        image: { url: '/img/blog/welding.jpg', alt: 'Welding', width: 1200, height: 800 },
      });
    });

    it('filters by category (unknown lists nothing) and pages with links keeping it', async () => {
      expect(slugs((await get('/api/v1/blog/posts?category=news')).json())).toEqual([
        'latest-news',
        'oldest-news',
      ]);
      expect(slugs((await get('/api/v1/blog/posts?category=unknown')).json())).toEqual([]);
      const past = (await get('/api/v1/blog/posts?category=news&page=2')).json();
      expect(past.data).toEqual([]);
      expect(past.meta.pagination.links).toEqual({
        previous: 'http://shop.test/api/v1/blog/posts?category=news&page=1',
      });
    });

    it('refuses bad parameters', async () => {
      for (const [query, message] of [
        ['page=x', 'Invalid page “x”: use a whole number from 1 up.'],
        [
          'category=Not%20A%20Slug',
          'Invalid category “Not A Slug”: use a category slug such as “news”.',
        ],
      ]) {
        const res = await get(`/api/v1/blog/posts?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: { code: 400, message } });
      }
    });
  });

  describe('GET /api/v1/blog/posts/:slug', () => {
    it('answers a published post with body and SEO', async () => {
      const res = await get('/api/v1/blog/posts/welding-guide');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        slug: 'welding-guide',
        body: '<p>Weld</p>',
        seo: { title: 'Welding guide', description: 'Welding for beginners' },
        dateUpdated: expect.any(String),
        category: { slug: 'guides' },
      });
    });

    it.each(['future-news', 'draft', 'nothing'])('answers 404 for %s', async (slug) => {
      expect((await get(`/api/v1/blog/posts/${slug}`)).statusCode).toBe(404);
    });
  });

  describe('GET /api/v1/blog/categories', () => {
    it('lists categories with their published post counts', async () => {
      expect((await get('/api/v1/blog/categories')).json()).toEqual({
        data: [
          {
            id: shop.blog.news.id,
            title: 'News',
            slug: 'news',
            uri: 'blog/category/news',
            description: 'What is new',
            postCount: 2,
          },
          expect.objectContaining({ slug: 'guides', postCount: 1 }),
          expect.objectContaining({ slug: 'quiet', postCount: 0 }),
        ],
      });
    });

    it('answers one category with its first page of posts', async () => {
      const body = (await get('/api/v1/blog/categories/news')).json();
      expect(body).toMatchObject({ id: shop.blog.news.id, slug: 'news', postCount: 2 });
      expect(slugs(body.posts)).toEqual(['latest-news', 'oldest-news']);
      expect(body.posts.meta.pagination).toMatchObject({ total: 2, current_page: 1 });
      expect((await get('/api/v1/blog/categories/quiet')).json().posts.data).toEqual([]);
      expect((await get('/api/v1/blog/categories/nope')).statusCode).toBe(404);
    });
  });

  describe('case studies', () => {
    it('lists published case studies newest first', async () => {
      const body = (await get('/api/v1/case-studies')).json();
      expect(slugs(body)).toEqual(['factory', 'bridge']);
      expect(body.data[1]).toEqual({
        id: expect.any(Number),
        title: 'Bridge',
        slug: 'bridge',
        uri: 'case-studies/bridge',
        client: 'City',
        industry: 'Civil',
        summary: 'A bridge',
        publishedAt: expect.any(String),
        image: { url: '/img/blog/welding.jpg', alt: 'Welding', width: 1200, height: 800 },
      });
      expect(body.meta.pagination).toMatchObject({ total: 2, per_page: 12 });
      expect((await get('/api/v1/case-studies?page=0')).statusCode).toBe(400);
    });

    it('answers one case study, 404 for an unpublished or unknown one', async () => {
      expect((await get('/api/v1/case-studies/bridge')).json()).toMatchObject({
        slug: 'bridge',
        body: '<p>Bridge</p>',
        seo: { title: 'Bridge', description: null },
      });
      expect((await get('/api/v1/case-studies/secret')).statusCode).toBe(404);
      expect((await get('/api/v1/case-studies/nope')).statusCode).toBe(404);
    });
  });
});
