// The catalog through the Element API: the product listing (filters, sort, pages), one product by its
// slug (which may span several path segments), and one variant.
import type { FastifyInstance } from 'fastify';
import { listProducts, type ListProductsDeps } from '../../../application/catalog/list-products.ts';
import { registerContentCaching } from '../element-api/content-cache.hook.ts';
import { HttpError } from '../craft/craft-response.ts';
import {
  elementIdParam,
  elementNotFound,
  pageLinkBuilder,
} from '../element-api/element-api-response.ts';
import {
  serializePagination,
  serializeProduct,
  serializeProductDetail,
  serializeVariantDetail,
} from './element-api-product.serializer.ts';
import { productQueryErrorMessage, rawProductQuery } from './product-query.params.ts';

export interface ElementApiRoutesDeps extends ListProductsDeps {
  readonly publicUrl: string;
}

/** The body of GET /api/v1/products for its query parameters; a 400 HttpError for bad ones. */
export async function listingAnswer(deps: ElementApiRoutesDeps, query: unknown) {
  const raw = rawProductQuery(query);
  const listing = await listProducts(deps, raw);
  if (!listing.ok) throw new HttpError(400, listing.error.map(productQueryErrorMessage).join(' '));
  const { page: _page, ...kept } = raw;
  return {
    data: listing.value.products.map(serializeProduct),
    meta: serializePagination(
      listing.value.pagination,
      pageLinkBuilder(deps.publicUrl, '/api/v1/products', kept),
    ),
  };
}

export function elementApiRoutes(deps: ElementApiRoutesDeps) {
  return async (app: FastifyInstance) => {
    registerContentCaching(app);

    app.get('/api/v1/products', async (request) => listingAnswer(deps, request.query));

    app.get<{ Params: { '*': string } }>('/api/v1/products/*', async (request) => {
      const product = await deps.products.findEnabledBySlug(request.params['*']);
      if (!product) throw elementNotFound();
      return serializeProductDetail(product);
    });

    app.get<{ Params: { id: string } }>('/api/v1/variants/:id', async (request) => {
      const id = elementIdParam(request.params.id, 'variant id');
      const variant = await deps.products.findEnabledVariant(id);
      if (!variant) throw elementNotFound();
      return serializeVariantDetail(variant);
    });
  };
}
