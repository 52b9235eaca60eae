// Test data for the content API, written straight to the database so the tests do not depend on the
// demo content (which another import replaces). `aCleanShop` empties the catalog and content tables of
// the test's own database copy first; `aContentShop` then adds a small, fully known shop.
import type { Db } from '../../src/adapters/db/database.ts';
import { aNavigation } from './navigation.mother.ts';
import { aStoreSettings } from './store-settings.mother.ts';
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
  productImages,
  products,
  singles,
  states,
  variants,
} from '../../src/adapters/db/schema.ts';

type AssetRow = typeof assets.$inferInsert;
type VariantSpec = Omit<typeof variants.$inferInsert, 'productId'>;

export async function aCleanShop(db: Db): Promise<void> {
  for (const table of [
    menuNodes,
    productImages,
    variants,
    products,
    categories,
    pages,
    blogPosts,
    blogCategories,
    caseStudies,
    singles,
    states,
    countries,
    gateways,
    assets,
  ]) {
    await db.delete(table);
  }
}

const DAY = 86_400_000;

async function anAsset(db: Db, row: Partial<AssetRow> & { path: string }) {
  const [asset] = await db
    .insert(assets)
    .values({ mimeType: 'image/png', alt: '', ...row })
    .returning();
  if (!asset) throw new Error('asset not inserted');
  return asset;
}

async function aProduct(
  db: Db,
  row: Omit<typeof products.$inferInsert, 'id'>,
  variantSpecs: readonly VariantSpec[],
  imageIds: readonly number[] = [],
) {
  const [product] = await db.insert(products).values(row).returning();
  if (!product) throw new Error('product not inserted');
  const saved = await db
    .insert(variants)
    .values(variantSpecs.map((v, i) => ({ sortOrder: i, ...v, productId: product.id })))
    .returning();
  if (imageIds.length)
    await db
      .insert(productImages)
      .values(imageIds.map((assetId, position) => ({ productId: product.id, assetId, position })));
  return { ...product, variants: saved };
}

/** A small shop: 5 enabled products (1 disabled), 3 categories, pages, blog, case studies, menus... */
export async function aContentShop(db: Db) {
  await aCleanShop(db);
  const drillImage = await anAsset(db, {
    path: 'products/drill 1.png',
    alt: 'A cordless drill',
    width: 800,
    height: 600,
  });
  const drillImage2 = await anAsset(db, { path: 'products/drill-2.png', alt: 'Side view' });
  const boltsImage = await anAsset(db, { path: 'products/bolts.png', alt: 'Bolts' });
  const icon = await anAsset(db, { path: 'icons/tools.svg', mimeType: 'image/svg+xml' });
  const featured = await anAsset(db, { path: 'menu/featured.jpg', alt: 'Workshop' });
  const blogImage = await anAsset(db, {
    path: 'blog/welding.jpg',
    alt: 'Welding',
    width: 1200,
    height: 800,
  });

  const [powerTools, fasteners, empty] = await db
    .insert(categories)
    .values([
      {
        title: 'Power Tools',
        slug: 'power-tools',
        sortOrder: 0,
        imageId: drillImage.id,
        descriptionHtml: '<p>Tools</p>',
      },
      { title: 'Fasteners', slug: 'fasteners', sortOrder: 1 },
      { title: 'Empty', slug: 'empty', sortOrder: 2 },
    ])
    .returning();
  if (!powerTools || !fasteners || !empty) throw new Error('categories not inserted');

  const drill = await aProduct(
    db,
    {
      title: 'Cordless Drill',
      slug: 'cordless-drill',
      categoryId: powerTools.id,
      sortOrder: 0,
      dateCreated: new Date('2024-01-01T00:00:00Z'),
      descriptionHtml: '<p>Strong and <strong>light</strong>.</p>',
      seoTitle: 'Cordless drill | Test Shop',
      seoDescription: 'An 18 V drill.',
    },
    [
      {
        sku: 'DRILL-BARE',
        title: 'Bare tool',
        priceMinor: 12900,
        stock: 5,
        isDefault: true,
        options: { kit: 'bare' },
      },
      {
        sku: 'DRILL-KIT',
        title: 'Kit',
        priceMinor: 21900,
        salePriceMinor: 19900,
        stock: 0,
        options: { kit: 'kit' },
      },
    ],
    [drillImage.id, drillImage2.id],
  );
  const wrench = await aProduct(
    db,
    {
      title: 'Impact Wrench',
      slug: 'impact-wrench',
      categoryId: powerTools.id,
      sortOrder: 1,
      dateCreated: new Date('2024-03-01T00:00:00Z'),
    },
    [{ sku: 'WRENCH', title: 'Standard', priceMinor: 18950, salePriceMinor: 14950, stock: 0 }],
  );
  const bolts = await aProduct(
    db,
    {
      title: 'hex bolts M8',
      slug: 'hex-bolts/m8',
      categoryId: fasteners.id,
      sortOrder: 2,
      dateCreated: new Date('2024-02-01T00:00:00Z'),
    },
    [
      {
        sku: 'BOLT-25',
        title: '25 mm',
        priceMinor: 1450,
        stock: null,
        options: { size: '25 mm', pack: '100' },
      },
      {
        sku: 'BOLT-40',
        title: '40 mm',
        priceMinor: 1790,
        stock: null,
        isDefault: true,
        options: { size: '40 mm', pack: '100' },
      },
    ],
    [boltsImage.id],
  );
  const gantry = await aProduct(
    db,
    {
      title: 'Custom Gantry Crane',
      slug: 'custom-gantry',
      categoryId: powerTools.id,
      sortOrder: 3,
      callForQuote: true,
      dateCreated: new Date('2024-04-01T00:00:00Z'),
    },
    [{ sku: 'GANTRY', title: 'Made to order', priceMinor: 500000, stock: null }],
  );
  const staleSale = await aProduct(
    db,
    {
      title: 'Washers',
      slug: 'washers',
      categoryId: fasteners.id,
      sortOrder: 4,
      dateCreated: new Date('2024-05-01T00:00:00Z'),
    },
    // A sale price above the price is ignored: not on sale.
    [{ sku: 'WASHER', title: 'Pack', priceMinor: 1000, salePriceMinor: 1200, stock: 3 }],
  );
  const disabled = await aProduct(
    db,
    { title: 'Old Saw', slug: 'old-saw', categoryId: powerTools.id, sortOrder: 5, enabled: false },
    [{ sku: 'SAW', title: 'Saw', priceMinor: 999, stock: 1 }],
  );

  const [home, team] = await db
    .insert(pages)
    .values([
      {
        uri: '',
        title: 'Home',
        seoDescription: 'Workshop equipment',
        blocks: [
          { type: 'hero', heading: 'Welcome', image: { path: 'banners/hero.png', alt: 'Hero' } },
          {
            type: 'productGrid',
            heading: 'Picked',
            productSlugs: ['hex-bolts/m8', 'missing', 'cordless-drill', 'old-saw'],
          },
          { type: 'productGrid', heading: 'Power tools', categorySlug: 'power-tools', limit: 2 },
          { type: 'richText', html: '<p>Hi</p>' },
        ],
      },
      {
        uri: 'about-us/team',
        title: 'Our team',
        seoTitle: 'The team',
        blocks: [{ type: 'richText', html: '<p>Team</p>' }],
      },
      { uri: 'hidden', title: 'Hidden', enabled: false },
    ])
    .returning();

  const now = Date.now();
  const [news, guides, quiet] = await db
    .insert(blogCategories)
    .values([
      { title: 'News', slug: 'news', sortOrder: 0, description: 'What is new' },
      { title: 'Guides', slug: 'guides', sortOrder: 1 },
      { title: 'Quiet', slug: 'quiet', sortOrder: 2 },
    ])
    .returning();
  if (!news || !guides || !quiet) throw new Error('blog categories not inserted');
  const posts = await db
    .insert(blogPosts)
    .values([
      {
        title: 'Oldest news',
        slug: 'oldest-news',
        categoryId: news.id,
        publishedAt: new Date(now - 30 * DAY),
      },
      {
        title: 'Welding guide',
        slug: 'welding-guide',
        categoryId: guides.id,
        author: 'Ada',
        excerpt: 'How to weld',
        bodyHtml: '<p>Weld</p>',
        imageId: blogImage.id,
        seoDescription: 'Welding for beginners',
        publishedAt: new Date(now - 10 * DAY),
      },
      {
        title: 'Latest news',
        slug: 'latest-news',
        categoryId: news.id,
        publishedAt: new Date(now - DAY),
      },
      {
        title: 'Future news',
        slug: 'future-news',
        categoryId: news.id,
        publishedAt: new Date(now + DAY),
      },
      {
        title: 'Draft',
        slug: 'draft',
        categoryId: news.id,
        enabled: false,
        publishedAt: new Date(now - DAY),
      },
      // A published post in the quiet category, but disabled: the category counts 0.
      { title: 'Quiet draft', slug: 'quiet-draft', categoryId: quiet.id, enabled: false },
    ])
    .returning();

  await db.insert(caseStudies).values([
    {
      title: 'Bridge',
      slug: 'bridge',
      client: 'City',
      industry: 'Civil',
      summary: 'A bridge',
      bodyHtml: '<p>Bridge</p>',
      imageId: blogImage.id,
      publishedAt: new Date(now - 5 * DAY),
    },
    { title: 'Factory', slug: 'factory', publishedAt: new Date(now - DAY) },
    { title: 'Secret', slug: 'secret', publishedAt: new Date(now + DAY) },
  ]);

  await aNavigation(db, { drill, bolts, icon, featured, team });
  const savedGateways = await aStoreSettings(db);

  return {
    assets: { drillImage, drillImage2, boltsImage, icon, featured, blogImage },
    categories: { powerTools, fasteners, empty },
    products: { drill, wrench, bolts, gantry, staleSale, disabled },
    pages: { home, team },
    blog: { news, guides, quiet, posts },
    gateways: savedGateways,
  };
}

export type ContentShop = Awaited<ReturnType<typeof aContentShop>>;
