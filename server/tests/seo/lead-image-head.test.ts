import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillShell } from '../../src/adapters/http/storefront/page-head.html.ts';
import { LEAD_IMAGE_SIZES } from '../../src/domain/seo/lead-image.rules.ts';
import { notFoundHead } from '../../src/domain/seo/page-head.rules.ts';
import { aBlogPost, aCategory, aPage, aProduct } from '../support/seo-content.mother.ts';
import { aShopWithShell, type ShopWithShell } from './storefront-shell.ts';

const PRELOAD = /<link rel="preload" as="image"[^>]*>/g;
const attr = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&');

/** The candidates of a preload: `/img/<path>?w=<n> <n>w`, every served width. */
const candidates = (path: string) =>
  [320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]
    .map((width) => `/img/${path}?w=${width} ${width}w`)
    .join(', ');

describe('server-filled heads preload the page’s main picture', () => {
  let shop: ShopWithShell;

  beforeAll(async () => {
    shop = await aShopWithShell();
    const db = shop.t.db.db;
    await aPage(db, {
      uri: 'lead/hero',
      blocks: [
        { type: 'richText', html: '<p>Intro.</p>' },
        { type: 'hero', heading: 'Big', image: { path: 'pages/big hero.png', alt: '' } },
        { type: 'image', path: 'pages/second.png', alt: '' },
      ],
    });
    await aPage(db, {
      uri: 'lead/image',
      blocks: [
        { type: 'hero', heading: 'No picture' },
        { type: 'image', path: 'pages/floor.png', alt: 'Floor' },
      ],
    });
    await aPage(db, { uri: 'lead/none', blocks: [{ type: 'richText', html: '<p>Words.</p>' }] });
    await aProduct(db, { slug: 'lead-drill', imagePath: 'products/drill.png' });
    await aBlogPost(db, { slug: 'lead-post', imagePath: 'blog/spring.jpg' });
    const saws = await aCategory(db, { slug: 'lead-saws' });
    await aProduct(db, { slug: 'lead-saw', categoryId: saws.id, imagePath: 'products/saw.png' });
  });
  afterAll(() => shop.close());

  const preloadsOf = async (url: string) => {
    const page = await shop.page(url);
    return { page, tags: page.html.match(PRELOAD) ?? [] };
  };

  it('preloads a hero’s picture with the srcset and sizes the hero’s <img> uses', async () => {
    const { page, tags } = await preloadsOf('/lead/hero');
    expect(tags).toHaveLength(1);
    const [tag = ''] = tags;
    expect(attr(tag, 'href')).toBe('/img/pages/big%20hero.png?w=1024');
    expect(attr(tag, 'imagesrcset')).toBe(candidates('pages/big%20hero.png'));
    expect(attr(tag, 'imagesizes')).toBe(LEAD_IMAGE_SIZES.hero);
    expect(attr(tag, 'fetchpriority')).toBe('high');
    // Before the app's script, so it is requested first; the rest of the head stays in place.
    expect(page.html.indexOf(tag)).toBeLessThan(page.html.indexOf('<script type="module"'));
    expect(page.head.titles).toHaveLength(1);
  });

  it('takes the first image block when no hero has a picture', async () => {
    const { tags } = await preloadsOf('/lead/image');
    expect(tags.map((tag) => attr(tag, 'imagesizes'))).toEqual([LEAD_IMAGE_SIZES['content-image']]);
    expect(attr(tags[0] ?? '', 'href')).toBe('/img/pages/floor.png?w=1024');
  });

  it('preloads a product’s first picture and a post’s picture, each with its own sizes', async () => {
    const product = await preloadsOf('/products/lead-drill');
    expect(product.tags.map((tag) => attr(tag, 'imagesrcset'))).toEqual([
      candidates('products/drill.png'),
    ]);
    expect(attr(product.tags[0] ?? '', 'imagesizes')).toBe(LEAD_IMAGE_SIZES['product-main']);
    const post = await preloadsOf('/blog/lead-post');
    expect(post.tags.map((tag) => attr(tag, 'imagesizes'))).toEqual([LEAD_IMAGE_SIZES.article]);
    expect(attr(post.tags[0] ?? '', 'href')).toBe('/img/blog/spring.jpg?w=1024');
  });

  it('preloads the picture of the listing’s first card, as the listing API orders it', async () => {
    const listing = await shop.t.app.inject({ method: 'GET', url: '/api/v1/products' });
    const first = (listing.json() as { data: { images: { url: string }[] }[] }).data[0];
    const url = first?.images[0]?.url;
    expect(url).toBeDefined();
    for (const address of ['/products', '/products?sort=featured&page=1']) {
      const { tags } = await preloadsOf(address);
      expect(
        tags.map((tag) => attr(tag, 'href')),
        address,
      ).toEqual([`${url}?w=1024`]);
      expect(attr(tags[0] ?? '', 'imagesizes')).toBe(LEAD_IMAGE_SIZES['product-card']);
    }
    const category = await preloadsOf('/products?category=lead-saws');
    expect(category.tags.map((tag) => attr(tag, 'href'))).toEqual(['/img/products/saw.png?w=1024']);
  });

  it('guesses nothing for listing addresses the storefront would not pass on as they are', async () => {
    for (const address of [
      '/products?sort=cheapest',
      '/products?page=0',
      '/products?page=02',
      '/products?page=9999',
      '/products?category=no-such-category',
    ])
      expect((await preloadsOf(address)).tags, address).toEqual([]);
  });

  it('preloads nothing for pages without a picture, app screens and unknown URLs', async () => {
    for (const url of ['/lead/none', '/cart', '/no-such-page', '/products/no-such-product'])
      expect((await preloadsOf(url)).tags, url).toEqual([]);
  });

  it('compresses the page as the browser accepts: brotli, else gzip, else not at all', async () => {
    const plain = await shop.page('/lead/hero');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const fetchWith = (acceptEncoding: string) =>
      shop.t.app.inject({
        method: 'GET',
        url: '/lead/hero',
        headers: { accept: 'text/html', 'accept-encoding': acceptEncoding },
      });
    const br = await fetchWith('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect((await promisify(brotliDecompress)(br.rawPayload)).toString('utf8')).toBe(plain.html);
    const gz = await fetchWith('gzip;q=0.8, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((await promisify(gunzip)(gz.rawPayload)).toString('utf8')).toBe(plain.html);
    const none = await fetchWith('identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.html);
  });

  it('puts the preload in a shell without scripts in its head too, once', () => {
    const head = {
      ...notFoundHead('Shop'),
      leadImage: { image: { kind: 'upload', path: 'a.png' }, layout: 'hero' },
    } as const;
    const site = { publicUrl: 'https://shop.example', shopName: 'Shop' };
    for (const shell of [
      '<html><head><title>x</title></head><body><script src="/a.js"></script></body></html>',
      '<div id="root"></div>',
    ]) {
      const html = fillShell(shell, head, site);
      expect(html.match(PRELOAD), shell).toHaveLength(1);
      expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    }
  });
});
