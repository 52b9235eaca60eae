import * as z from 'zod';
import type { CategoryContent } from '../../../domain/content/content.ts';
import { html, image, simpleSlug, sortOrder, text, type Unsourced } from './shared.schema.ts';

export const categoryFile = z
  .strictObject({
    title: text,
    slug: simpleSlug,
    description: html,
    image: image.optional(),
    sortOrder,
  })
  .transform((c): Unsourced<CategoryContent> => ({
    slug: c.slug,
    title: c.title,
    descriptionHtml: c.description,
    image: c.image,
    sortOrder: c.sortOrder,
  }));
