import * as z from 'zod';
import type { BlogCategoryContent, BlogPostContent } from '../../../domain/content/content.ts';
import {
  date,
  html,
  image,
  seo,
  simpleSlug,
  sortOrder,
  text,
  type Unsourced,
} from './shared.schema.ts';

export const blogCategoryFile = z
  .strictObject({
    title: text,
    slug: simpleSlug,
    description: z.string().trim().default(''),
    sortOrder,
  })
  .transform((c): Unsourced<BlogCategoryContent> => c);

export const blogPostFile = z
  .strictObject({
    title: text,
    slug: simpleSlug,
    /** A blog category slug, from this folder or already imported. */
    category: simpleSlug,
    author: text,
    publishedAt: date,
    excerpt: z.string().trim().default(''),
    body: html,
    image: image.optional(),
    seo,
  })
  .transform(({ category, body, ...post }): Unsourced<BlogPostContent> => ({
    ...post,
    categorySlug: category,
    bodyHtml: body,
  }));
