// Product categories with their product counts (for filters and category landing pages).
import type { FastifyInstance } from 'fastify';
import type { Category } from '../../../domain/catalog/catalog-product.ts';
import type { CategoryReader } from '../../../ports/catalog/category-reader.ts';
import { registerContentCaching } from '../element-api/content-cache.hook.ts';
import { serializeImage } from '../element-api/element-api-fields.serializer.ts';
import { elementNotFound } from '../element-api/element-api-response.ts';

const serializeCategory = (category: Category) => ({
  id: category.id,
  title: category.title,
  slug: category.slug,
  /** Sanitised HTML, as stored. */
  description: category.descriptionHtml,
  image: category.image ? serializeImage(category.image) : null,
  productCount: category.productCount,
});

/** The body of GET /api/v1/categories: every category with its product count. */
export async function categoriesAnswer(deps: { readonly categories: CategoryReader }) {
  return { data: (await deps.categories.list()).map(serializeCategory) };
}

export function categoriesRoutes(deps: { readonly categories: CategoryReader }) {
  return async (app: FastifyInstance) => {
    registerContentCaching(app);

    app.get('/api/v1/categories', async () => categoriesAnswer(deps));

    app.get<{ Params: { slug: string } }>('/api/v1/categories/:slug', async (request) => {
      const category = await deps.categories.findBySlug(request.params.slug);
      if (!category) throw elementNotFound();
      return serializeCategory(category);
    });
  };
}
