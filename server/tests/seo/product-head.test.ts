import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCategory, aProduct } from '../support/seo-content.mother.ts';
import { aShopWithShell, type ShopWithShell } from './storefront-shell.ts';

describe('server-filled HTML heads: products', () => {
  let shop: ShopWithShell;
  let variantIds: { default: number; outOfStock: number };

  beforeAll(async () => {
    shop = await aShopWithShell();
    const db = shop.t.db.db;
    const category = await aCategory(db, { title: 'Quillon Tools', slug: 'quillon-tools' });
    const wrench = await aProduct(db, {
      title: 'Quillon Torque Wrench',
      slug: 'quillon-torque-wrench',
      categoryId: category.id,
      descriptionHtml: `<p>A <strong>1/2"</strong> torque wrench &amp; hard case. ${'It clicks at the set torque every time. '.repeat(8)}</p>`,
      imagePath: 'products/quillon wrench.png',
      variants: [
        { sku: 'QTW-12', priceMinor: 8950, stock: 5 },
        { sku: 'QTW-38', priceMinor: 7950, salePriceMinor: 6950, stock: 0 },
      ],
    });
    variantIds = {
      default: wrench.variants[0]?.id ?? 0,
      outOfStock: wrench.variants[1]?.id ?? 0,
    };
    await aProduct(db, {
      title: 'Quillon Clamp',
      slug: 'clamps/bar/quillon-clamp',
      seoTitle: 'Quillon Bar Clamp, 600 mm',
      seoDescription: 'Strong bar clamp.',
      variants: [{ sku: 'QC-600', priceMinor: 2400, stock: null }],
    });
    await aProduct(db, {
      title: 'Quillon Press Brake',
      slug: 'quillon-press-brake',
      callForQuote: true,
      variants: [{ sku: 'QPB-3000', priceMinor: 1 }],
    });
    await aProduct(db, {
      title: 'Evil </script><script>alert(1)</script> Wrench',
      slug: 'evil-wrench',
      seoDescription: 'Quotes " and <b>tags</b> & ampersands </script>',
    });
  });
  afterAll(() => shop.close());

  it('describes a product: title, description, canonical, Open Graph, Twitter and JSON-LD', async () => {
    const { status, headers, html, head } = await shop.page('/products/quillon-torque-wrench');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('src="/assets/index-abc.js"');
    expect(head.titles).toEqual(['Quillon Torque Wrench | Test Shop']);
    expect(head.descriptions).toBe(1);
    expect(head.description).toMatch(/^A 1\/2&quot; torque wrench &amp; hard case\. It clicks/);
    expect(head.description?.endsWith('…')).toBe(true);
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toBe('https://shop.example/products/quillon-torque-wrench');
    expect(head.og('type')).toBe('product');
    expect(head.og('title')).toBe('Quillon Torque Wrench');
    expect(head.og('description')).toBe(head.description);
    expect(head.og('url')).toBe(head.canonical);
    expect(head.og('site_name')).toBe('Test Shop');
    expect(head.og('image')).toBe(
      'https://shop.example/img/products/quillon%20wrench.png?w=1280&amp;fmt=jpeg',
    );
    expect(head.twitter('card')).toBe('summary_large_image');
    expect(head.twitter('image')).toBe(head.og('image'));
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Quillon Torque Wrench',
      sku: 'QTW-12',
      image: ['https://shop.example/img/products/quillon%20wrench.png?w=1280&fmt=jpeg'],
      description: expect.stringMatching(/^A 1\/2" torque wrench & hard case\./),
      brand: { '@type': 'Brand', name: 'Test Shop' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/products/quillon-torque-wrench',
        price: '89.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('describes a product variant URL with that variant, and 404s a variant of another product', async () => {
    const { status, head } = await shop.page(
      `/product/quillon-torque-wrench/${variantIds.outOfStock}`,
    );
    expect(status).toBe(200);
    expect(head.canonical).toBe(
      `https://shop.example/product/quillon-torque-wrench/${variantIds.outOfStock}`,
    );
    expect(head.jsonLd).toMatchObject({
      sku: 'QTW-38',
      offers: { price: '69.50', availability: 'https://schema.org/OutOfStock' },
    });
    expect((await shop.page('/product/quillon-torque-wrench')).head.jsonLd).toMatchObject({
      sku: 'QTW-12',
    });
    expect((await shop.page('/product/quillon-press-brake/999999999')).status).toBe(404);
  });

  it('uses SEO fields when set and finds slugs over several segments', async () => {
    const { status, head } = await shop.page('/products/clamps/bar/quillon-clamp/');
    expect(status).toBe(200);
    expect(head.titles).toEqual(['Quillon Bar Clamp, 600 mm | Test Shop']);
    expect(head.description).toBe('Strong bar clamp.');
    expect(head.canonical).toBe('https://shop.example/products/clamps/bar/quillon-clamp');
    expect(head.twitter('card')).toBe('summary');
    expect(head.og('image')).toBeUndefined();
    expect(head.jsonLd).toMatchObject({
      name: 'Quillon Clamp',
      offers: { price: '24.00', availability: 'https://schema.org/InStock' },
    });
  });

  it('gives quote-only products structured data without an offer', async () => {
    const { head } = await shop.page('/products/quillon-press-brake');
    expect(head.jsonLd).toMatchObject({ '@type': 'Product', sku: 'QPB-3000' });
    expect(head.jsonLd).not.toHaveProperty('offers');
  });

  it('escapes content everywhere, and </script> inside JSON-LD', async () => {
    const { html, head } = await shop.page('/products/evil-wrench');
    expect(html).not.toContain('<script>alert(1)');
    // The shell's module script and the JSON-LD: this fake build has no server render, so the page
    // carries no embedded answers (those are escaped as the JSON-LD is: scriptSafeJson).
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(head.titles).toEqual([
      'Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Wrench | Test Shop',
    ]);
    expect(head.description).toBe('Quotes &quot; and tags &amp; ampersands');
    expect(head.jsonLd).toMatchObject({
      name: 'Evil </script><script>alert(1)</script> Wrench',
      description: 'Quotes " and tags & ampersands',
    });
  });
});
