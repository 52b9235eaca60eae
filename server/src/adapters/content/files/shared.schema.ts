// Field types shared by the content kinds' schemas. Objects are strict so a misspelt field is an error
// instead of silently ignored data.
import * as z from 'zod';
import { isValidSlug } from '../../../domain/catalog/product.rules.ts';
import { exactMinorUnits } from '../../../domain/money/decimal-amount.rules.ts';
import { PICTOGRAM_NAMES } from '../media/pictograms.ts';

export const text = z.string().trim().min(1, 'Must not be empty');
export const optionalText = z.string().trim().optional();

export const slug = z
  .string()
  .refine(isValidSlug, 'Use lowercase letters, digits and hyphens (segments separated by "/")');

/** One path segment only: blog posts, case studies and categories live under a fixed prefix. */
export const simpleSlug = slug.refine((value) => !value.includes('/'), 'Must not contain "/"');

export const handle = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens');

/** Rich text, sanitised by the importer before it is stored. */
export const html = z.string().default('');

/** A relative file path: no leading slash, no `..`, a known image extension. */
export const mediaPath = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*\.(?:png|jpe?g|webp|gif|svg)$/,
    'Use a relative path of lowercase segments ending in .png, .jpg, .webp, .gif or .svg',
  )
  .refine((path) => !path.split('/').includes('..'), 'Must not contain ".."');

export const generateSpec = z.strictObject({
  template: z.enum(['product', 'banner', 'logo']),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #c2410c')
    .optional(),
  shape: z.enum(PICTOGRAM_NAMES).optional(),
  label: z.string().trim().max(40).optional(),
});

export const image = z.strictObject({
  path: mediaPath,
  alt: z.string().trim().default(''),
  generate: generateSpec.optional(),
});

export const seo = z.strictObject({ title: optionalText, description: optionalText }).default({});

/** An href on the storefront: a site path with a leading slash, or an absolute http(s)/mailto/tel URL. */
export const href = z
  .string()
  .regex(
    /^(?:\/[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+)$/,
    'Use a site path starting with "/" or an absolute https://, mailto: or tel: URL',
  );

/** A date (2025-03-14, read as midnight UTC) or a date-time with offset. */
export const date = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .transform((value) => new Date(value));

/** A price written in major units (129 or 14.5); cents are taken from its decimal spelling exactly. */
export const price = z
  .number()
  .nonnegative()
  .transform((value, context) => {
    const minor = exactMinorUnits(value, 2);
    if (minor === undefined) {
      context.addIssue({ code: 'custom', message: 'Use at most 2 decimal places' });
      return z.NEVER;
    }
    return minor;
  });

export const sortOrder = z.number().int().default(0);

/** What a file holds: the item without `source`, which the file source adds (unions stay unions). */
export type Unsourced<T> = T extends unknown ? Omit<T, 'source'> : never;
