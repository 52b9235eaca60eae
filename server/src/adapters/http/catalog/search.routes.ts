import type { FastifyInstance } from 'fastify';
import { searchContent } from '../../../application/search/search-content.ts';
import { MAX_QUERY_LENGTH } from '../../../domain/search/search-query.rules.ts';
import type { SearchRequestError } from '../../../domain/search/search.errors.ts';
import type { SearchIndex } from '../../../ports/content/search-index.ts';
import { HttpError } from '../craft/craft-response.ts';

export interface SearchRoutesDeps {
  readonly search: SearchIndex;
}

function messageFor(error: SearchRequestError): string {
  switch (error.kind) {
    case 'empty-query':
      return 'Enter something to search for.';
    case 'query-too-long':
      return `The search text may be at most ${MAX_QUERY_LENGTH} characters long.`;
    case 'unknown-type':
      return `Unknown type “${error.value}”: use product, page, post or case-study.`;
    case 'invalid-limit':
      return `Invalid limit “${error.value}”: use a whole number from 1 up.`;
    case 'unknown-mode':
      return `Unknown mode “${error.value}”: use suggest, or leave it out.`;
  }
}

/** `GET /api/v1/search?q=&type=&limit=&mode=suggest`, in the Element API's `{data, meta}` shape. */
export function searchRoutes(deps: SearchRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: Record<string, unknown> }>('/api/v1/search', async (request, reply) => {
      const found = await searchContent(deps, request.query);
      if (!found.ok) throw new HttpError(400, messageFor(found.error));
      // Results follow the catalogue, which changes rarely; a minute of caching spares the database
      // the same suggestion requests while a shopper types and deletes.
      reply.header('cache-control', 'public, max-age=60').header('x-robots-tag', 'none');
      return {
        data: found.value.hits,
        meta: { query: found.value.query, total: found.value.total },
      };
    });
  };
}
