// The content behind a storefront URL, as much as an HTML head needs: titles, SEO fields, a text to
// excerpt, one preview image, and for products the offer of the default (or addressed) variant.
import { and, asc, desc, eq } from 'drizzle-orm';
import { money } from '../../../domain/money/money.rules.ts';
import type { LeadImage, LeadImageLayout } from '../../../domain/seo/lead-image.rules.ts';
import type { ContentMetadata, PreviewImage } from '../../../domain/seo/page-metadata.ts';
import type { ContentRef } from '../../../domain/seo/page-route.ts';
import type { PageMetadataRepository } from '../../../ports/seo/page-metadata.ts';
import type { Db } from '../database.ts';
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
} from '../schema.ts';
import { pageBlocksLeadImage, pageBlocksText } from './page-blocks.text.ts';
import { effectivePrice } from '../../../domain/catalog/product-price.rules.ts';

type Metadata = ContentMetadata;

const upload = (path: string | null | undefined): PreviewImage | null =>
  path ? { kind: 'upload', path } : null;

/** The page shows this upload first and largest, laid out as `layout`. */
const lead = (image: PreviewImage | null, layout: LeadImageLayout): LeadImage | null =>
  image ? { image, layout } : null;

const blank = {
  seoTitle: null,
  seoDescription: null,
  image: null,
  leadImage: null,
  publishedAt: null,
  modifiedAt: null,
  offer: null,
} as const;

const assetPath = async (db: Db, id: number | null): Promise<string | null> => {
  if (id === null) return null;
  const [row] = await db.select({ path: assets.path }).from(assets).where(eq(assets.id, id));
  return row?.path ?? null;
};

type VariantRow = typeof variants.$inferSelect;

/** What the head offers for one variant; quote-only products have no price to offer. */
const offerOf = (
  variant: VariantRow,
  callForQuote: boolean,
  currency: string,
): NonNullable<Metadata['offer']> => ({
  sku: variant.sku,
  // Quote-only products are not sold online: they have no price to offer.
  price: callForQuote
    ? null
    : effectivePrice({
        price: money(variant.priceMinor, currency),
        salePrice: variant.salePriceMinor === null ? null : money(variant.salePriceMinor, currency),
      }),
  // Untracked stock (null) is always available.
  inStock: variant.stock === null || variant.stock > 0,
});

async function product(
  db: Db,
  currency: string,
  slug: string,
  variantId: number | null,
): Promise<Metadata | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.enabled, true)))
    .limit(1);
  if (!row) return null;
  const [variantRows, imageRows] = await Promise.all([
    db
      .select()
      .from(variants)
      .where(eq(variants.productId, row.id))
      .orderBy(desc(variants.isDefault), asc(variants.sortOrder), asc(variants.id)),
    db
      .select({ path: assets.path })
      .from(productImages)
      .innerJoin(assets, eq(assets.id, productImages.assetId))
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position), asc(assets.id))
      .limit(1),
  ]);
  const variant = variantId === null ? variantRows[0] : variantRows.find((v) => v.id === variantId);
  if (variantId !== null && !variant) return null;
  const image = upload(imageRows[0]?.path);
  return {
    kind: 'product',
    title: row.title,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    bodyHtml: row.descriptionHtml,
    image,
    leadImage: lead(image, 'product-main'),
    publishedAt: row.dateCreated,
    modifiedAt: row.dateUpdated,
    offer: variant ? offerOf(variant, row.callForQuote, currency) : null,
  };
}

async function category(db: Db, slug: string): Promise<Metadata | null> {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
  if (!row) return null;
  return {
    ...blank,
    kind: 'category',
    title: row.title,
    bodyHtml: row.descriptionHtml,
    image: upload(await assetPath(db, row.imageId)),
    modifiedAt: row.dateUpdated,
  };
}

async function post(db: Db, slug: string): Promise<Metadata | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.enabled, true)))
    .limit(1);
  if (!row) return null;
  const image = upload(await assetPath(db, row.imageId));
  return {
    kind: 'post',
    title: row.title,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    bodyHtml: row.excerpt || row.bodyHtml,
    image,
    leadImage: lead(image, 'article'),
    publishedAt: row.publishedAt,
    modifiedAt: row.dateUpdated,
    offer: null,
  };
}

async function blogCategory(db: Db, slug: string): Promise<Metadata | null> {
  const [row] = await db
    .select()
    .from(blogCategories)
    .where(eq(blogCategories.slug, slug))
    .limit(1);
  return row
    ? { ...blank, kind: 'blog-category', title: row.title, bodyHtml: row.description }
    : null;
}

async function caseStudy(db: Db, slug: string): Promise<Metadata | null> {
  const [row] = await db
    .select()
    .from(caseStudies)
    .where(and(eq(caseStudies.slug, slug), eq(caseStudies.enabled, true)))
    .limit(1);
  if (!row) return null;
  const image = upload(await assetPath(db, row.imageId));
  return {
    kind: 'case-study',
    title: row.title,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    bodyHtml: row.summary || row.bodyHtml,
    image,
    leadImage: lead(image, 'article'),
    publishedAt: row.publishedAt,
    modifiedAt: row.dateUpdated,
    offer: null,
  };
}

async function page(db: Db, uri: string): Promise<Metadata | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.uri, uri), eq(pages.enabled, true)))
    .limit(1);
  if (!row) return null;
  const first = pageBlocksLeadImage(row.blocks);
  const image = upload(first?.path);
  return {
    kind: 'page',
    title: row.title,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    bodyHtml: pageBlocksText(row.blocks),
    image,
    leadImage: first ? lead(image, first.layout) : null,
    publishedAt: null,
    modifiedAt: row.dateUpdated,
    offer: null,
  };
}

export function drizzlePageMetadata(db: Db, currency: string): PageMetadataRepository {
  return {
    find(ref: ContentRef) {
      switch (ref.kind) {
        case 'product':
          return product(db, currency, ref.slug, ref.variantId);
        case 'category':
          return category(db, ref.slug);
        case 'post':
          return post(db, ref.slug);
        case 'blog-category':
          return blogCategory(db, ref.slug);
        case 'case-study':
          return caseStudy(db, ref.slug);
        case 'page':
          return page(db, ref.uri);
      }
    },
  };
}
