import type { FastifyInstance } from 'fastify';
import { listProducts } from '../../application/catalog/list-products.ts';
import type { ProductRepository } from '../../ports/product-repository.ts';
import { HttpError } from './craft-response.ts';
import { serializePagination, serializeProduct } from './element-api-product.serializer.ts';

export interface ElementApiRoutesDeps {
  readonly products: ProductRepository;
  readonly publicUrl: string;
}

export function elementApiRoutes(deps: ElementApiRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: { page?: string } }>('/api/v1/products', async (request, reply) => {
      const listing = await listProducts(deps, request.query.page);
      if (!listing.ok) {
        throw new HttpError(
          400,
          `Invalid page “${listing.error.value}”: use a whole number from 1 up.`,
        );
      }
      reply.header('x-robots-tag', 'none');
      return {
        data: listing.value.products.map(serializeProduct),
        meta: serializePagination(
          listing.value.pagination,
          (page) => `${deps.publicUrl}/api/v1/products?page=${page}`,
        ),
      };
    });
  };
}
