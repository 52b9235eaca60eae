// The demo shop (server/content/demo): it validates, and the first-start seed imported all of it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { asc, count, countDistinct, eq, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fsContentFileSource } from '../../src/adapters/content/fs.content-file-source.ts';
import { importContentFolder } from '../../src/adapters/content/import-folder.ts';
import {
  assets,
  blogCategories,
  blogPosts,
  caseStudies,
  categories,
  countries,
  gateways,
  menuNodes,
  pages,
  products,
  searchDocuments,
  singles,
  states,
  variants,
} from '../../src/adapters/db/schema.ts';
import { DEMO_CONTENT_DIR } from '../../src/composition.ts';
import { describeProblem } from '../../src/domain/content/content.errors.ts';
import { contentCounts } from '../support/content-folder.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('the demo content folder', () => {
  it('validates', async () => {
    const result = await fsContentFileSource(DEMO_CONTENT_DIR).read();
    if (!result.ok) throw new Error(result.error.map(describeProblem).join('\n'));
    expect(result.value.products.length).toBeGreaterThanOrEqual(60);
  });
});

describe('the demo shop as the first start seeds it', () => {
  let t: TestDatabase;
  const db = () => t.database.db;
  const rows = async (table: PgTable) => (await db().select({ n: count() }).from(table))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.cleanup());

  it('has the catalogue, pages, blog and case studies', async () => {
    expect(await rows(products)).toBeGreaterThanOrEqual(60);
    expect(await rows(categories)).toBeGreaterThanOrEqual(6);
    expect(await rows(pages)).toBe(5);
    expect(await rows(blogPosts)).toBe(6);
    expect(await rows(blogCategories)).toBe(2);
    expect(await rows(caseStudies)).toBe(3);
    const uris = (await db().select({ uri: pages.uri }).from(pages)).map((p) => p.uri).sort();
    expect(uris).toEqual(['', 'about', 'contact', 'privacy', 'terms']);
  });

  it('keeps the original twelve products first, with their prices', async () => {
    const first = await db()
      .select({ title: products.title, slug: products.slug })
      .from(products)
      .orderBy(asc(products.sortOrder), asc(products.id))
      .limit(12);
    expect(first[0]).toEqual({
      title: 'Cordless Drill Driver 18V',
      slug: 'cordless-drill-driver-18v',
    });
    expect(first.map((p) => p.slug)).toContain('hex-bolts-m8-zinc');
    const [bolts] = await db().select().from(variants).where(eq(variants.sku, 'HB-M8-25-100'));
    expect(bolts).toMatchObject({ priceMinor: 1450, isDefault: true, stock: 500 });
  });

  it('has variants out of stock, untracked, on sale and products sold by quote', async () => {
    const all = await db().select().from(variants);
    expect(all.some((v) => v.stock === 0)).toBe(true);
    expect(all.some((v) => v.stock === null)).toBe(true);
    expect(all.filter((v) => v.salePriceMinor !== null).length).toBeGreaterThanOrEqual(5);
    expect(all.some((v) => Object.keys(v.options).length >= 2)).toBe(true);
    const quoted = await db().select().from(products).where(eq(products.callForQuote, true));
    expect(quoted.length).toBeGreaterThanOrEqual(3);
  });

  it('has three menus: a three-level main navigation, the footer columns and the bottom links', async () => {
    const [menus] = await db()
      .select({ n: countDistinct(menuNodes.menu) })
      .from(menuNodes);
    expect(menus?.n).toBe(3);
    const main = await db()
      .select()
      .from(menuNodes)
      .where(eq(menuNodes.menu, 'main-navigation-menu'));
    const byId = new Map(main.map((node) => [node.id, node]));
    const depth = (id: number | null): number =>
      id === null ? 0 : 1 + depth(byId.get(id)?.parentId ?? null);
    expect(Math.max(...main.map((node) => depth(node.id)))).toBe(3);
    expect(main.some((node) => node.displayAsGrid)).toBe(true);
    expect(main.find((node) => node.displayAsButton)?.title).toBe('Get a quote');
    expect(main.find((node) => node.displayInRed)?.title).toBe('Sale');
    expect(main.some((node) => node.svgIconId !== null)).toBe(true);
    expect(main.some((node) => node.featuredImageId !== null)).toBe(true);
    const productNodes = main.filter((node) => node.elementType === 'product');
    expect(productNodes.length).toBeGreaterThan(10);
    expect(productNodes.every((node) => node.elementId !== null)).toBe(true);

    const footer = await db().select().from(menuNodes).where(eq(menuNodes.menu, 'footer-menu'));
    const columns = footer.filter((node) => node.parentId === null);
    expect(columns).toHaveLength(4);
    expect(columns.every((node) => node.nodeUri === null)).toBe(true);
    expect(footer.some((node) => node.newWindow)).toBe(true);
    const bottom = await db()
      .select()
      .from(menuNodes)
      .where(eq(menuNodes.menu, 'bottom-footer-menu'));
    expect(bottom.map((node) => node.title)).toEqual(
      expect.arrayContaining(['Terms & Conditions', 'Privacy Policy', 'Cookies']),
    );
  });

  it('has the footer and sticky bar singles', async () => {
    const [footer] = await db().select().from(singles).where(eq(singles.handle, 'site-footer'));
    expect(footer?.data.socialLinks).toHaveLength(4);
    expect(footer?.data.genericLogoImages).toHaveLength(6);
    const [bar] = await db().select().from(singles).where(eq(singles.handle, 'sticky-bar-cta'));
    expect(bar?.data).toMatchObject({
      isEnabled: true,
      stickyBarRichTextContent: expect.stringContaining('<strong>'),
      stickyBarRichTextContentSecondary: expect.stringContaining('<a href="/contact">'),
    });
  });

  it('has countries with states and the dummy and manual gateways', async () => {
    const codes = (await db().select({ code: countries.code }).from(countries)).map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['US', 'CA', 'GB', 'DE', 'FR', 'NL', 'AU']));
    const usStates = await db().select().from(states).where(eq(states.countryCode, 'US'));
    expect(usStates.length).toBeGreaterThanOrEqual(50);
    const provinces = await db().select().from(states).where(eq(states.countryCode, 'CA'));
    expect(provinces.length).toBe(13);
    const gatewayRows = await db().select().from(gateways).orderBy(asc(gateways.sortOrder));
    expect(gatewayRows.map((g) => [g.handle, g.type, g.name])).toEqual([
      ['dummy', 'dummy', 'Credit card (test)'],
      ['manual', 'manual', 'Pay by invoice'],
    ]);
  });

  it('indexes every product, page, post and case study for search, with images on disk', async () => {
    const [docs] = await db().select({ n: count() }).from(searchDocuments);
    const expected =
      (await rows(products)) +
      (await rows(pages)) +
      (await rows(blogPosts)) +
      (await rows(caseStudies));
    expect(docs?.n).toBe(expected);
    const withImages = await db()
      .select({ path: searchDocuments.imageUrl })
      .from(searchDocuments)
      .where(isNotNull(searchDocuments.imageUrl));
    expect(withImages.length).toBeGreaterThanOrEqual(60);
    const uploads = inject('demoUploadsDir');
    const assetRows = await db().select({ path: assets.path }).from(assets);
    expect(assetRows.length).toBeGreaterThanOrEqual(90);
    for (const { path } of assetRows) expect(existsSync(join(uploads, path)), path).toBe(true);
  });

  it('imports again without adding a row', async () => {
    const before = await contentCounts(db());
    const again = await importContentFolder({
      db: db(),
      dir: DEMO_CONTENT_DIR,
      uploadsDir: inject('demoUploadsDir'),
    });
    expect(again.ok).toBe(true);
    expect(await contentCounts(db())).toEqual(before);
  });
});
