import * as z from 'zod/mini';
import { elementApiPaginationSchema } from '../catalog/element-api-product.schema';

const text = z.optional(z.nullable(z.string()));
const size = z.optional(z.nullable(z.number()));

export const imageSchema = z.object({ url: z.string(), alt: text, width: size, height: size });
export const seoSchema = z.object({ title: text, description: text });

/** GET /api/v1/pages/{uri}: blocks go out as the CMS stores them. */
export const contentPageSchema = z.object({
  id: z.number(),
  title: z.string(),
  uri: z.string(),
  blocks: z.optional(z.nullable(z.array(z.record(z.string(), z.unknown())))),
  seo: z.optional(z.nullable(seoSchema)),
});

export const collectionOf = <T extends z.ZodMiniType>(item: T) => z.object({ data: z.array(item) });

export const paginatedOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ pagination: elementApiPaginationSchema }) });

const blogCategoryRefSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  uri: text,
});

export const blogPostSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  uri: text,
  author: text,
  excerpt: text,
  publishedAt: z.string(),
  category: z.optional(z.nullable(blogCategoryRefSchema)),
  image: z.optional(z.nullable(imageSchema)),
});

export const blogPostSchema = z.extend(blogPostSummarySchema, {
  body: text,
  seo: z.optional(z.nullable(seoSchema)),
  dateUpdated: text,
});

export const blogCategorySchema = z.extend(blogCategoryRefSchema, {
  description: text,
  postCount: z.optional(z.nullable(z.number())),
});

export const caseStudySummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  uri: text,
  client: text,
  industry: text,
  summary: text,
  publishedAt: z.string(),
  image: z.optional(z.nullable(imageSchema)),
});

export const caseStudySchema = z.extend(caseStudySummarySchema, {
  body: text,
  seo: z.optional(z.nullable(seoSchema)),
  dateUpdated: text,
});

/** GET /api/v1/search: `{data: hits, meta: {query, total}}`. */
export const searchResultsSchema = z.object({
  data: z.array(
    z.object({
      type: z.enum(['product', 'page', 'post', 'case-study']),
      id: z.number(),
      title: z.string(),
      uri: z.string(),
      url: text,
      snippet: text,
      imageUrl: text,
    }),
  ),
  meta: z.object({ query: z.string(), total: z.number() }),
});

/** POST /api/v1/forms/{handle}: `{success, message}`. */
export const formAnswerSchema = z.object({ message: text });

export type ImageJson = z.infer<typeof imageSchema>;
export type SeoJson = z.infer<typeof seoSchema>;
export type ContentPageJson = z.infer<typeof contentPageSchema>;
export type BlogPostSummaryJson = z.infer<typeof blogPostSummarySchema>;
export type BlogPostJson = z.infer<typeof blogPostSchema>;
export type BlogCategoryJson = z.infer<typeof blogCategorySchema>;
export type CaseStudySummaryJson = z.infer<typeof caseStudySummarySchema>;
export type CaseStudyJson = z.infer<typeof caseStudySchema>;
export type SearchResultsJson = z.infer<typeof searchResultsSchema>;
