// Content rows straight in the database for head, sitemap and search tests: the smallest product,
// page, post, case study or category a test needs, with overridable fields. Slugs are unique per call.
import type { Db } from '../../src/adapters/db/database.ts';
import {
  assets,
  blogCategories,
  blogPosts,
  caseStudies,
  categories,
  pages,
  productImages,
  products,
  variants,
} from '../../src/adapters/db/schema.ts';
import type { PageBlock } from '../../src/adapters/db/tables/pages.table.ts';

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(counter += 1)}`;

async function anAsset(db: Db, path: string): Promise<number> {
  const [row] = await db
    .insert(assets)
    .values({ path, mimeType: 'image/png', width: 1600, height: 1200 })
    .returning({ id: assets.id });
  if (!row) throw new Error('asset not inserted');
  return row.id;
}

export interface VariantSpec {
  sku?: string;
  priceMinor?: number;
  salePriceMinor?: number | null;
  stock?: number | null;
  isDefault?: boolean;
}

export interface ProductSpec {
  title?: string;
  slug?: string;
  descriptionHtml?: string;
  seoTitle?: string | null;
  seoDescription?: string | null;
  callForQuote?: boolean;
  enabled?: boolean;
  categoryId?: number | null;
  imagePath?: string | null;
  variants?: VariantSpec[];
}

export async function aProduct(db: Db, spec: ProductSpec = {}) {
  const slug = spec.slug ?? unique('mother-product');
  const [product] = await db
    .insert(products)
    .values({
      title: spec.title ?? 'Mother Product',
      slug,
      descriptionHtml: spec.descriptionHtml ?? '<p>A product made for tests.</p>',
      seoTitle: spec.seoTitle ?? null,
      seoDescription: spec.seoDescription ?? null,
      callForQuote: spec.callForQuote ?? false,
      enabled: spec.enabled ?? true,
      categoryId: spec.categoryId ?? null,
    })
    .returning();
  if (!product) throw new Error('product not inserted');
  const variantSpecs = spec.variants ?? [{}];
  const variantRows = await db
    .insert(variants)
    .values(
      variantSpecs.map((variant, position) => ({
        productId: product.id,
        sku: variant.sku ?? unique('SKU'),
        title: `Variant ${position + 1}`,
        priceMinor: variant.priceMinor ?? 1000,
        salePriceMinor: variant.salePriceMinor ?? null,
        stock: variant.stock === undefined ? 10 : variant.stock,
        isDefault: variant.isDefault ?? position === 0,
        sortOrder: position,
      })),
    )
    .returning();
  if (spec.imagePath) {
    const assetId = await anAsset(db, spec.imagePath);
    await db.insert(productImages).values({ productId: product.id, assetId, position: 0 });
  }
  return { ...product, variants: variantRows };
}

export async function aCategory(db: Db, spec: { title?: string; slug?: string } = {}) {
  const [row] = await db
    .insert(categories)
    .values({
      title: spec.title ?? 'Mother Category',
      slug: spec.slug ?? unique('mother-category'),
      descriptionHtml: '<p>Tools in a category.</p>',
    })
    .returning();
  if (!row) throw new Error('category not inserted');
  return row;
}

export async function aPage(
  db: Db,
  spec: { uri?: string; title?: string; seoDescription?: string | null; blocks?: PageBlock[] } = {},
) {
  const [row] = await db
    .insert(pages)
    .values({
      uri: spec.uri ?? unique('mother-page'),
      title: spec.title ?? 'Mother Page',
      seoDescription: spec.seoDescription ?? null,
      blocks: spec.blocks ?? [{ type: 'richText', html: '<p>Page text.</p>' }],
    })
    .returning();
  if (!row) throw new Error('page not inserted');
  return row;
}

export async function aBlogCategory(db: Db, spec: { title?: string; slug?: string } = {}) {
  const [row] = await db
    .insert(blogCategories)
    .values({
      title: spec.title ?? 'Mother Blog Category',
      slug: spec.slug ?? unique('mother-blog-category'),
      description: 'Posts about things.',
    })
    .returning();
  if (!row) throw new Error('blog category not inserted');
  return row;
}

export async function aBlogPost(
  db: Db,
  spec: {
    title?: string;
    slug?: string;
    excerpt?: string;
    categoryId?: number | null;
    imagePath?: string | null;
    publishedAt?: Date;
  } = {},
) {
  const imageId = spec.imagePath ? await anAsset(db, spec.imagePath) : null;
  const [row] = await db
    .insert(blogPosts)
    .values({
      title: spec.title ?? 'Mother Post',
      slug: spec.slug ?? unique('mother-post'),
      excerpt: spec.excerpt ?? 'A post made for tests.',
      bodyHtml: '<p>The whole post.</p>',
      categoryId: spec.categoryId ?? null,
      imageId,
      publishedAt: spec.publishedAt ?? new Date('2026-03-01T09:00:00Z'),
    })
    .returning();
  if (!row) throw new Error('blog post not inserted');
  return row;
}

export async function aCaseStudy(
  db: Db,
  spec: { title?: string; slug?: string; summary?: string } = {},
) {
  const [row] = await db
    .insert(caseStudies)
    .values({
      title: spec.title ?? 'Mother Case Study',
      slug: spec.slug ?? unique('mother-case-study'),
      summary: spec.summary ?? 'How a customer used our tools.',
      bodyHtml: '<p>The whole story.</p>',
    })
    .returning();
  if (!row) throw new Error('case study not inserted');
  return row;
}
