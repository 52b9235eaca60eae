// The blocks a content page is built from, told apart by `type`.
import * as z from 'zod';
import { href, image, mediaPath, simpleSlug, slug, text } from './shared.schema.ts';

const hero = z.strictObject({
  type: z.literal('hero'),
  heading: text,
  text: z.string().trim().default(''),
  image: image.optional(),
  cta: z.strictObject({ label: text, url: href }).optional(),
});

const richText = z.strictObject({ type: z.literal('richText'), html: text });

const imageBlock = z.strictObject({
  type: z.literal('image'),
  path: mediaPath,
  alt: z.string().trim().default(''),
  generate: image.shape.generate,
  caption: z.string().trim().optional(),
});

const cta = z.strictObject({
  type: z.literal('cta'),
  heading: text,
  text: z.string().trim().default(''),
  label: text,
  url: href,
});

/** Hand-picked products and/or a category's products in catalog order, `limit` capping the grid. */
const productGrid = z
  .strictObject({
    type: z.literal('productGrid'),
    heading: text,
    productSlugs: z.array(slug).min(1).optional(),
    categorySlug: simpleSlug.optional(),
    limit: z.number().int().min(1).max(24).optional(),
  })
  .refine((grid) => grid.productSlugs !== undefined || grid.categorySlug !== undefined, {
    message: 'Give productSlugs, categorySlug or both',
  });

const faq = z.strictObject({
  type: z.literal('faq'),
  heading: text,
  items: z.array(z.strictObject({ question: text, answerHtml: text })).min(1),
});

const features = z.strictObject({
  type: z.literal('features'),
  heading: text,
  items: z.array(z.strictObject({ title: text, text, icon: image.optional() })).min(1),
});

const logos = z.strictObject({
  type: z.literal('logos'),
  heading: text,
  images: z.array(image).min(1),
});

const quote = z.strictObject({ type: z.literal('quote'), text, author: text });

const contactDetails = z.strictObject({
  type: z.literal('contactDetails'),
  heading: text,
  email: z.email(),
  phone: text,
  addressLines: z.array(text).min(1),
  openingHours: z.array(text).default([]),
});

export const pageBlock = z.discriminatedUnion('type', [
  hero,
  richText,
  imageBlock,
  cta,
  productGrid,
  faq,
  features,
  logos,
  quote,
  contactDetails,
]);
