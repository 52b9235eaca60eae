import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';

export function healthRoutes(database: Pick<Database, 'kind' | 'ping'>) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', async (_request, reply) => {
      const reachable = await database.ping();
      reply.code(reachable ? 200 : 503).header('cache-control', 'no-store');
      return {
        status: reachable ? 'ok' : 'unavailable',
        database: { kind: database.kind, reachable },
      };
    });
  };
}
