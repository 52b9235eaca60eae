// The importer against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL), on top of the
// seeded demo shop, with the small fixture folder.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContentFolder } from '../../src/adapters/content/import-folder.ts';
import {
  assets,
  categories,
  gateways,
  menuNodes,
  pages,
  products,
  searchDocuments,
  singles,
  states,
  variants,
} from '../../src/adapters/db/schema.ts';
import { describeProblem } from '../../src/domain/content/content.errors.ts';
import {
  contentCounts,
  copyOfFixture,
  editContentFile,
  removeTempFolders,
  tempFolder,
} from '../support/content-folder.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('importing a content folder', () => {
  let t: TestDatabase;
  let uploadsDir: string;
  const db = () => t.database.db;
  const importFolder = (dir: string) => importContentFolder({ db: db(), dir, uploadsDir });

  beforeAll(async () => {
    t = await openTestDatabase();
    uploadsDir = await tempFolder('content-uploads');
  });
  afterAll(async () => {
    await t.cleanup();
    await removeTempFolders();
  });

  it('writes every kind of content, its images and its search documents', async () => {
    const before = await contentCounts(db());
    const result = await importFolder(await copyOfFixture('small'));
    if (!result.ok) throw new Error(result.error.map(describeProblem).join('\n'));
    expect(result.value).toEqual({
      categories: 1,
      products: 2,
      variants: 3,
      pages: 1,
      blogCategories: 1,
      blogPosts: 1,
      caseStudies: 1,
      menus: 1,
      menuNodes: 4,
      singles: 1,
      countries: 1,
      states: 2,
      gateways: 1,
      assets: 6,
      searchDocuments: 5,
    });
    const after = await contentCounts(db());
    expect(after.products).toBe((before.products ?? 0) + 2);
    expect(after.variants).toBe((before.variants ?? 0) + 3);

    const [anvil] = await db()
      .select()
      .from(products)
      .where(eq(products.slug, 'fixture/anvil-forged-50kg'));
    expect(anvil).toMatchObject({
      title: 'Forged Anvil 50 kg',
      sortOrder: 500,
      callForQuote: false,
    });
    expect(anvil?.descriptionHtml).toContain('<li>Hardy hole 25 mm</li>');
    const anvilVariants = await db()
      .select()
      .from(variants)
      .where(eq(variants.productId, anvil?.id ?? 0))
      .orderBy(asc(variants.sortOrder));
    expect(
      anvilVariants.map((v) => [v.sku, v.priceMinor, v.salePriceMinor, v.stock, v.isDefault]),
    ).toEqual([
      ['FIX-ANV-50', 48990, 44900, 4, false],
      ['FIX-ANV-75', 68900, null, null, true],
    ]);
    expect(anvilVariants[0]?.options).toEqual({ weight: '50 kg' });

    const [category] = await db().select().from(categories).where(eq(categories.slug, 'anvils'));
    expect(category?.descriptionHtml).toBe(
      '<p>Forged steel anvils for <strong>smiths and farriers</strong>.</p>\n<p>Hardened faces.</p>',
    );

    const [image] = await db()
      .select()
      .from(assets)
      .where(eq(assets.path, 'fixture/products/anvil-forged-50kg.png'));
    expect(image).toMatchObject({
      mimeType: 'image/png',
      width: 800,
      height: 800,
      alt: 'Forged anvil, side view',
    });
    expect(existsSync(join(uploadsDir, 'fixture/products/anvil-forged-50kg.png'))).toBe(true);
    const [icon] = await db()
      .select()
      .from(assets)
      .where(eq(assets.path, 'fixture/icons/anvil.svg'));
    expect(icon).toMatchObject({ mimeType: 'image/svg+xml', width: 24, height: 24 });
    expect(existsSync(join(uploadsDir, 'fixture/icons/anvil.svg'))).toBe(true);

    const docs = await db()
      .select()
      .from(searchDocuments)
      .where(eq(searchDocuments.uri, 'products/fixture/anvil-forged-50kg'));
    expect(docs).toEqual([
      expect.objectContaining({
        elementType: 'product',
        elementId: anvil?.id,
        title: 'Forged Anvil 50 kg',
        imageUrl: 'fixture/products/anvil-forged-50kg.png',
      }),
    ]);
    expect(docs[0]?.body).toContain('A drop-forged anvil with a hardened face & a soft horn.');
    const uris = (await db().select({ uri: searchDocuments.uri }).from(searchDocuments)).map(
      (d) => d.uri,
    );
    expect(uris).toEqual(
      expect.arrayContaining([
        'fixture/forge-guide',
        'blog/fixture-first-forge-weld',
        'case-studies/fixture-village-forge',
      ]),
    );
  });

  it('sanitises rich text in pages and singles, and stores images as { path, alt }', async () => {
    const [page] = await db().select().from(pages).where(eq(pages.uri, 'fixture/forge-guide'));
    expect(page?.blocks).toEqual([
      {
        type: 'hero',
        heading: 'Light the forge',
        text: 'Everything you need to start forging.',
        image: { path: 'fixture/pages/forge-hero.png', alt: 'A forge' },
        cta: { label: 'Shop anvils', url: '/products?category=anvils' },
      },
      { type: 'richText', html: '<h2>Safety first</h2><p>Wear <em>eye protection</em>.</p>' },
      { type: 'productGrid', heading: 'Anvils', productSlugs: ['fixture/anvil-forged-50kg'] },
      {
        type: 'faq',
        heading: 'Questions',
        items: [
          { question: 'Coal or gas?', answerHtml: '<p>Gas is cleaner <a>for beginners</a>.</p>' },
        ],
      },
    ]);
    const [bar] = await db().select().from(singles).where(eq(singles.handle, 'sticky-bar-cta'));
    expect(bar?.data).toEqual({
      isEnabled: true,
      stickyBarRichTextContent: '<p>Free delivery <strong>over $99</strong></p>',
      stickyBarRichTextContentSecondary:
        '<p><a href="/contact" target="_blank" rel="noopener">Talk to us</a></p>',
    });
  });

  it('writes a menu as a tree whose product nodes carry the product', async () => {
    const nodes = await db()
      .select()
      .from(menuNodes)
      .where(eq(menuNodes.menu, 'fixture-menu'))
      .orderBy(asc(menuNodes.id));
    const [anvil] = await db()
      .select()
      .from(products)
      .where(eq(products.slug, 'fixture/anvil-forged-50kg'));
    const [forging, heading, product, guide] = nodes;
    expect(forging).toMatchObject({
      parentId: null,
      position: 0,
      displayAsGrid: true,
      typeLabel: 'Custom URL',
    });
    expect(forging?.svgIconId).toEqual(expect.any(Number));
    expect(heading).toMatchObject({ parentId: forging?.id, nodeUri: null, typeLabel: 'Passive' });
    expect(product).toMatchObject({
      parentId: heading?.id,
      nodeUri: 'products/fixture/anvil-forged-50kg',
      typeLabel: 'Product',
      elementType: 'product',
      elementId: anvil?.id,
    });
    expect(guide).toMatchObject({
      parentId: null,
      position: 1,
      newWindow: true,
      nodeUri: 'fixture/forge-guide',
    });
    const [gateway] = await db()
      .select()
      .from(gateways)
      .where(eq(gateways.handle, 'fixture-cheque'));
    expect(gateway).toMatchObject({
      type: 'manual',
      paymentType: 'authorize',
      isFrontendEnabled: false,
    });
    const irish = await db().select().from(states).where(eq(states.countryCode, 'IE'));
    expect(irish.map((s) => s.code).sort()).toEqual(['C', 'D']);
  });

  it('is idempotent: a second import updates titles but adds no rows', async () => {
    const dir = await copyOfFixture('small');
    const before = await contentCounts(db());
    await editContentFile(
      dir,
      'products/anvil-forged-50kg.yaml',
      'title: Forged Anvil 50 kg',
      'title: Forged Anvil 50 kg (renamed)',
    );
    await editContentFile(dir, 'menus/fixture-menu.yaml', 'title: Guide', 'title: Forge guide');
    await editContentFile(dir, 'countries/ireland.yaml', 'name: Cork', 'name: County Cork');
    const result = await importFolder(dir);
    expect(result.ok).toBe(true);
    expect(await contentCounts(db())).toEqual(before);
    const [anvil] = await db()
      .select()
      .from(products)
      .where(eq(products.slug, 'fixture/anvil-forged-50kg'));
    expect(anvil?.title).toBe('Forged Anvil 50 kg (renamed)');
    const [doc] = await db()
      .select()
      .from(searchDocuments)
      .where(
        and(
          eq(searchDocuments.elementType, 'product'),
          eq(searchDocuments.elementId, anvil?.id ?? 0),
        ),
      );
    expect(doc?.title).toBe('Forged Anvil 50 kg (renamed)');
    const titles = (
      await db().select().from(menuNodes).where(eq(menuNodes.menu, 'fixture-menu'))
    ).map((n) => n.title);
    expect(titles).toContain('Forge guide');
    expect(titles).not.toContain('Guide');
  });

  it('removes variants a product file no longer lists, and moves nothing else', async () => {
    const dir = await copyOfFixture('small');
    const file = 'products/hammers/cross-peen-hammer.json';
    await editContentFile(dir, file, '"sku": "FIX-CPH-1000"', '"sku": "FIX-CPH-1250"');
    expect((await importFolder(dir)).ok).toBe(true);
    const skus = (await db().select({ sku: variants.sku }).from(variants)).map((v) => v.sku);
    expect(skus).toContain('FIX-CPH-1250');
    expect(skus).not.toContain('FIX-CPH-1000');
    expect(skus).toContain('CDD-18-BARE'); // the demo shop's variants are untouched
  });
});
