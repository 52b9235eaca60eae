import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singles } from '../../src/adapters/db/schema.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCleanShop, aContentShop, type ContentShop } from './content.mother.ts';

describe('menus and singles', () => {
  let t: TestApp;
  let shop: ContentShop;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await startTestApp();
    shop = await aContentShop(t.db.db);
  });
  afterAll(() => t.close());

  describe('GET /api/v1/menus/:handle', () => {
    it('nests the main navigation, children in position order, with assets and product variants', async () => {
      const res = await get('/api/v1/menus/main-navigation-menu');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toHaveLength(2);
      const [products, contact] = data;
      expect(products).toEqual({
        id: expect.any(Number),
        title: 'Products',
        nodeUri: 'products',
        newWindow: false,
        displayAsButton: false,
        displayInRed: false,
        displayAsGrid: true,
        typeLabel: 'Custom URL',
        svgIcon: [{ url: '/img/icons/tools.svg', alt: '' }],
        featuredImage: [{ url: '/img/menu/featured.jpg', alt: 'Workshop' }],
        element: null,
        children: [
          expect.objectContaining({
            title: 'Cordless Drill',
            nodeUri: 'products/cordless-drill',
            typeLabel: 'Product',
            svgIcon: [],
            featuredImage: [],
            children: [],
            element: {
              id: shop.products.drill.id,
              defaultVariantId: shop.products.drill.variants[0]?.id,
            },
          }),
          expect.objectContaining({
            title: 'Hex bolts',
            // The flagged default variant, not the first.
            element: {
              id: shop.products.bolts.id,
              defaultVariantId: shop.products.bolts.variants[1]?.id,
            },
          }),
          expect.objectContaining({ title: 'Fasteners', nodeUri: null, element: null }),
        ],
      });
      expect(contact).toMatchObject({
        title: 'Contact',
        displayAsButton: true,
        displayInRed: true,
        element: { id: shop.pages.team?.id, defaultVariantId: null },
        children: [],
      });
    });

    it('answers the footer and bottom footer menus', async () => {
      const footer = (await get('/api/v1/menus/footer-menu')).json().data;
      expect(footer).toMatchObject([
        { title: 'Shop', nodeUri: null, children: [{ title: 'All products', newWindow: true }] },
      ]);
      const bottom = (await get('/api/v1/menus/bottom-footer-menu')).json().data;
      expect(bottom.map((n: { title: string }) => n.title)).toEqual(['Privacy']);
    });

    it('answers 404 for an unknown menu', async () => {
      const res = await get('/api/v1/menus/side-menu');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 404, message: 'No element exists that matches the endpoint criteria' },
      });
    });
  });

  describe('GET /api/v1/singles/:handle', () => {
    it('answers the site footer with its menus; bad links and unknown networks are dropped', async () => {
      const res = await get('/api/v1/singles/site-footer');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        blurbText: '<p>Tools since 1950</p>',
        socialLinks: [
          { socialNetwork: 'instagram', socialLinkProfileUrl: 'https://instagram.com/shop' },
        ],
        genericLogoImages: [
          { url: '/img/logos/iso%209001.png', alt: 'ISO 9001' },
          { url: 'https://partner.example/logo.png', alt: 'Partner' },
        ],
        copyrightText: '© Test Shop',
        menus: [
          {
            title: 'Shop',
            nodeUri: null,
            newWindow: false,
            typeLabel: 'Passive',
            children: [
              {
                title: 'All products',
                nodeUri: 'products',
                newWindow: true,
                typeLabel: 'Custom URL',
                children: [],
              },
            ],
          },
        ],
      });
    });

    it('answers the sticky bar', async () => {
      expect((await get('/api/v1/singles/sticky-bar-cta')).json()).toEqual({
        isEnabled: true,
        stickyBarRichTextContent: '<p>Free shipping</p>',
        stickyBarRichTextContentSecondary: '<p>Call us</p>',
      });
    });

    it('answers other singles as stored, and 404 for an unknown one', async () => {
      expect((await get('/api/v1/singles/opening-hours')).json()).toEqual({ weekdays: '8-17' });
      const res = await get('/api/v1/singles/nothing');
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('No element exists that matches the endpoint criteria');
    });

    it('reads a malformed footer leniently instead of failing every page', async () => {
      const { eq } = await import('drizzle-orm');
      await t.db.db
        .update(singles)
        .set({ data: { blurbText: 42, socialLinks: 'none', copyrightText: '©' } })
        .where(eq(singles.handle, 'site-footer'));
      expect((await get('/api/v1/singles/site-footer')).json()).toMatchObject({
        blurbText: '',
        socialLinks: [],
        genericLogoImages: [],
        copyrightText: '©',
      });
    });
  });

  describe('an empty shop', () => {
    it('still has its three menus (empty) but no footer', async () => {
      const empty = await startTestApp();
      try {
        await aCleanShop(empty.db.db);
        for (const menu of ['main-navigation-menu', 'footer-menu', 'bottom-footer-menu']) {
          const res = await empty.app.inject({ method: 'GET', url: `/api/v1/menus/${menu}` });
          expect(res.json()).toEqual({ data: [] });
        }
        const footer = await empty.app.inject({
          method: 'GET',
          url: '/api/v1/singles/site-footer',
        });
        expect(footer.statusCode).toBe(404);
      } finally {
        await empty.close();
      }
    });
  });
});
