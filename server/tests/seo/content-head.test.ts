import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aBlogCategory,
  aBlogPost,
  aCaseStudy,
  aCategory,
  aPage,
  aProduct,
} from '../support/seo-content.mother.ts';
import { aShopWithShell, SHELL, type ShopWithShell } from './storefront-shell.ts';

describe('server-filled HTML heads: content, app screens and unknown URLs', () => {
  let shop: ShopWithShell;

  beforeAll(async () => {
    shop = await aShopWithShell();
    const db = shop.t.db.db;
    await aCategory(db, { title: 'Quillon Tools', slug: 'quillon-tools' });
    await aProduct(db, { title: 'Quillon Torque Wrench', slug: 'quillon-torque-wrench' });
    await aProduct(db, { title: 'Hidden Quillon', slug: 'hidden-quillon', enabled: false });
    await aPage(db, {
      uri: 'about/our-story',
      title: 'Our Story',
      blocks: [
        {
          type: 'hero',
          heading: 'Since 1952',
          text: 'Family-made tools.',
          image: { path: 'pages/hero.jpg' },
        },
        { type: 'richText', html: '<p>We started in a <em>barn</em>.</p>' },
      ],
    });
    const news = await aBlogCategory(db, { title: 'Quillon Updates', slug: 'quillon-updates' });
    await aBlogPost(db, {
      title: 'Quillon News',
      slug: 'quillon-news',
      excerpt: 'What is new this spring.',
      categoryId: news.id,
      imagePath: 'blog/spring.jpg',
      publishedAt: new Date('2026-03-01T09:00:00Z'),
    });
    await aCaseStudy(db, {
      title: 'Quillon at the Bridge',
      slug: 'quillon-bridge',
      summary: 'Ten thousand holes.',
    });
  });
  afterAll(() => shop.close());

  it('describes content pages, blog posts, blog categories, case studies and categories', async () => {
    const story = await shop.page('/about/our-story');
    expect(story.status).toBe(200);
    expect(story.head.titles).toEqual(['Our Story | Test Shop']);
    expect(story.head.description).toBe('Since 1952 Family-made tools. We started in a barn.');
    expect(story.head.og('type')).toBe('website');
    expect(story.head.og('image')).toBe(
      'https://shop.example/img/pages/hero.jpg?w=1280&amp;fmt=jpeg',
    );
    expect(story.head.jsonLd).toBeUndefined();

    const post = await shop.page('/blog/quillon-news');
    expect(post.status).toBe(200);
    expect(post.head.titles).toEqual(['Quillon News | Test Shop']);
    expect(post.head.description).toBe('What is new this spring.');
    expect(post.head.og('type')).toBe('article');
    expect(post.head.og('image')).toContain('/img/blog/spring.jpg');
    expect(post.head.meta('property', 'article:published_time')).toBe('2026-03-01T09:00:00.000Z');

    const blogCategory = await shop.page('/blog/category/quillon-updates');
    expect(blogCategory.status).toBe(200);
    expect(blogCategory.head.titles).toEqual(['Quillon Updates | Test Shop']);

    const study = await shop.page('/case-studies/quillon-bridge');
    expect(study.status).toBe(200);
    expect(study.head.description).toBe('Ten thousand holes.');
    expect(study.head.og('type')).toBe('article');

    const category = await shop.page('/products?category=quillon-tools');
    expect(category.status).toBe(200);
    expect(category.head.titles).toEqual(['Quillon Tools | Test Shop']);
    expect(category.head.canonical).toBe('https://shop.example/products?category=quillon-tools');
  });

  it('answers app screens with 200 and a generic title, private ones not indexed', async () => {
    const cases: [string, string, boolean][] = [
      ['/products', 'Products | Test Shop', false],
      ['/cart', 'Cart | Test Shop', false],
      ['/checkout', 'Checkout | Test Shop', true],
      ['/login', 'Sign in | Test Shop', true],
      ['/register', 'Register | Test Shop', true],
      ['/forgot-password', 'Forgot password | Test Shop', true],
      ['/reset-password?code=x', 'Reset password | Test Shop', true],
      ['/verify-email', 'Verify e-mail | Test Shop', true],
      ['/activate-account', 'Activate account | Test Shop', true],
      ['/search?q=drill', 'Search | Test Shop', true],
      ['/404', 'Page not found | Test Shop', true],
      ['/my-account', 'My account | Test Shop', true],
      ['/my-account/orders/1234', 'My account | Test Shop', true],
    ];
    for (const [url, title, noindex] of cases) {
      const { status, html, head } = await shop.page(url);
      expect(status, url).toBe(200);
      expect(head.titles, url).toEqual([title]);
      expect(head.robots, url).toBe(noindex ? 'noindex' : undefined);
      expect(head.canonical === undefined, url).toBe(noindex);
      // No description of its own: the shell's stays.
      expect(head.descriptions, url).toBe(1);
      expect(html, url).toContain("The shell's own description.");
    }
    const home = await shop.page('/');
    expect(home.status).toBe(200);
    expect(home.head.titles[0]).toMatch(/Test Shop$/);
  });

  it('answers unknown URLs and missing or disabled content with the shell and 404', async () => {
    for (const url of [
      '/no/such/page',
      '/products/no-such-product',
      '/products/hidden-quillon',
      '/blog/no-such-post',
      '/blog/category/none',
      '/case-studies/none',
      '/cart/extra',
    ]) {
      const { status, headers, html, head } = await shop.page(url);
      expect(status, url).toBe(404);
      expect(headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(html, url).toContain('<div id="root"></div>');
      expect(head.titles, url).toEqual(['Page not found | Test Shop']);
      expect(head.robots, url).toBe('noindex');
    }
  });

  it('answers HEAD with the status and headers of GET', async () => {
    for (const [url, status] of [
      ['/products/quillon-torque-wrench', 200],
      ['/no/such/page', 404],
    ] as const) {
      const res = await shop.t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toBe('');
    }
  });

  it('reads the shell once: it does not change for a build', async () => {
    await shop.page('/cart');
    await writeFile(join(shop.dist, 'index.html'), '<html><body>a new build</body></html>');
    try {
      expect((await shop.page('/cart')).html).toContain('<div id="root"></div>');
    } finally {
      await writeFile(join(shop.dist, 'index.html'), SHELL);
    }
  });
});
