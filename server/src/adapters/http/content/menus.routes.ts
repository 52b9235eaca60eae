// Navigation menus (main navigation, footer, bottom footer) as nested node collections.
import type { FastifyInstance } from 'fastify';
import { readMenu } from '../../../application/content/read-menu.ts';
import type { MenuReader } from '../../../ports/content/menu-reader.ts';
import { registerContentCaching } from '../element-api/content-cache.hook.ts';
import { elementNotFound } from '../element-api/element-api-response.ts';
import { serializeMenu } from './navigation.serializer.ts';

export function menusRoutes(deps: { readonly menus: MenuReader }) {
  return async (app: FastifyInstance) => {
    registerContentCaching(app);

    app.get<{ Params: { handle: string } }>('/api/v1/menus/:handle', async (request) => {
      const menu = await readMenu(deps, request.params.handle);
      if (!menu) throw elementNotFound();
      return serializeMenu(menu);
    });
  };
}
