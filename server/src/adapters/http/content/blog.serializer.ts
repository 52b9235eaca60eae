import type { BlogCategory, BlogPost, BlogPostSummary } from '../../../domain/content/blog.ts';
import { blogCategoryUri, blogPostUri } from '../../../domain/content/content-uri.rules.ts';
import { serializeImage, serializeSeo } from '../element-api/element-api-fields.serializer.ts';

export const serializeBlogPostSummary = (post: BlogPostSummary) => ({
  id: post.id,
  title: post.title,
  slug: post.slug,
  uri: blogPostUri(post.slug),
  author: post.author,
  excerpt: post.excerpt,
  publishedAt: post.publishedAt.toISOString(),
  category: post.category ? { ...post.category, uri: blogCategoryUri(post.category.slug) } : null,
  image: post.image ? serializeImage(post.image) : null,
});

export const serializeBlogPost = (post: BlogPost) => ({
  ...serializeBlogPostSummary(post),
  /** Sanitised HTML, as stored. */
  body: post.bodyHtml,
  seo: serializeSeo(post.seo, post.title),
  dateUpdated: post.dateUpdated.toISOString(),
});

export const serializeBlogCategory = (category: BlogCategory) => ({
  id: category.id,
  title: category.title,
  slug: category.slug,
  uri: blogCategoryUri(category.slug),
  description: category.description,
  postCount: category.postCount,
});
