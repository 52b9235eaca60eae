import * as z from 'zod';
import type { ProductContent } from '../../../domain/content/content.ts';
import { html, image, price, seo, slug, sortOrder, text, type Unsourced } from './shared.schema.ts';

const variant = z
  .strictObject({
    sku: z
      .string()
      .regex(/^[A-Z0-9][A-Z0-9-]*$/, 'Use uppercase letters, digits and hyphens (CDD-18-KIT)'),
    title: text,
    price,
    salePrice: price.optional(),
    /** null: the shop does not track stock of this variant. */
    stock: z.number().int().nonnegative().nullable(),
    /** Purchasable options such as size, pack or colour; numbers are kept as written. */
    options: z
      .record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/), z.union([text, z.number()]))
      .default({}),
    default: z.boolean().default(false),
    weightGrams: z.number().int().positive().optional(),
  })
  .refine((v) => v.salePrice === undefined || v.salePrice < v.price, {
    message: 'A sale price must be lower than the price',
    path: ['salePrice'],
  });

export const productFile = z
  .strictObject({
    title: text,
    slug,
    /** A category slug, from this folder or already imported. */
    category: slug.optional(),
    description: html,
    callForQuote: z.boolean().default(false),
    enabled: z.boolean().default(true),
    sortOrder,
    seo,
    images: z.array(image).default([]),
    variants: z.array(variant).min(1, 'A product needs at least one variant'),
  })
  .refine((p) => p.variants.filter((v) => v.default).length <= 1, {
    message: 'At most one variant may be the default',
    path: ['variants'],
  })
  .transform((p): Unsourced<ProductContent> => ({
    slug: p.slug,
    title: p.title,
    categorySlug: p.category ?? null,
    descriptionHtml: p.description,
    callForQuote: p.callForQuote,
    enabled: p.enabled,
    sortOrder: p.sortOrder,
    seo: p.seo,
    images: p.images,
    // Without a flagged default, the first variant is the default (as Craft does).
    variants: p.variants.map((v, index) => ({
      sku: v.sku,
      title: v.title,
      priceMinor: v.price,
      salePriceMinor: v.salePrice ?? null,
      stock: v.stock,
      options: Object.fromEntries(
        Object.entries(v.options).map(([key, value]) => [key, String(value)]),
      ),
      isDefault: p.variants.some((other) => other.default) ? v.default : index === 0,
      weightGrams: v.weightGrams ?? null,
    })),
  }));
