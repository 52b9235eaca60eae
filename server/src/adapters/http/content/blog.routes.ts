// The blog: posts (newest first, optionally of one category), one post, and its categories.
import type { FastifyInstance } from 'fastify';
import {
  type BlogDeps,
  type BlogPostListing,
  listBlogPosts,
  showBlogCategory,
} from '../../../application/content/blog.ts';
import {
  serializeBlogCategory,
  serializeBlogPost,
  serializeBlogPostSummary,
} from './blog.serializer.ts';
import { registerContentCaching } from '../element-api/content-cache.hook.ts';
import { HttpError } from '../craft/craft-response.ts';
import { serializePagination } from '../element-api/element-api-pagination.ts';
import {
  elementNotFound,
  pageLinkBuilder,
  queryParam,
} from '../element-api/element-api-response.ts';

export interface BlogRoutesDeps extends BlogDeps {
  readonly publicUrl: string;
}

export function blogRoutes(deps: BlogRoutesDeps) {
  return async (app: FastifyInstance) => {
    registerContentCaching(app);

    const collection = (listing: BlogPostListing) => ({
      data: listing.posts.map(serializeBlogPostSummary),
      meta: serializePagination(
        listing.pagination,
        pageLinkBuilder(deps.publicUrl, '/api/v1/blog/posts', { category: listing.categorySlug }),
      ),
    });

    app.get('/api/v1/blog/posts', async (request) => {
      const listing = await listBlogPosts(deps, {
        category: queryParam(request.query, 'category'),
        page: queryParam(request.query, 'page'),
      });
      if (!listing.ok) {
        const { kind, value } = listing.error;
        throw new HttpError(
          400,
          kind === 'invalid-page'
            ? `Invalid page “${value}”: use a whole number from 1 up.`
            : `Invalid category “${value}”: use a category slug such as “news”.`,
        );
      }
      return collection(listing.value);
    });

    app.get<{ Params: { slug: string } }>('/api/v1/blog/posts/:slug', async (request) => {
      const post = await deps.blog.findPost(request.params.slug, deps.clock.now());
      if (!post) throw elementNotFound();
      return serializeBlogPost(post);
    });

    app.get('/api/v1/blog/categories', async () => ({
      data: (await deps.blog.listCategories(deps.clock.now())).map(serializeBlogCategory),
    }));

    app.get<{ Params: { slug: string } }>('/api/v1/blog/categories/:slug', async (request) => {
      const page = await showBlogCategory(deps, request.params.slug);
      if (!page) throw elementNotFound();
      return { ...serializeBlogCategory(page.category), posts: collection(page.firstPage) };
    });
  };
}
