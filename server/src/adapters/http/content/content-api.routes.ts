// Content pages (by URI, the home page included) and Craft singles (site footer, sticky bar, others).
import type { FastifyInstance } from 'fastify';
import { showPage, type ShowPageDeps } from '../../../application/content/show-page.ts';
import { siteFooter } from '../../../application/content/site-footer.ts';
import { SITE_FOOTER, STICKY_BAR_CTA } from '../../../domain/content/singles.ts';
import type { MenuReader } from '../../../ports/content/menu-reader.ts';
import { registerContentCaching } from '../element-api/content-cache.hook.ts';
import { HttpError } from '../craft/craft-response.ts';
import { elementNotFound, queryParam } from '../element-api/element-api-response.ts';
import { serializeFooterItem } from './navigation.serializer.ts';
import { serializePage } from './page.serializer.ts';

export interface ContentApiRoutesDeps extends ShowPageDeps {
  readonly menus: MenuReader;
}

/** `/api/v1/pages/__home__` names the home page, whose URI is empty (no path segment can be). */
export const HOME_PAGE_ALIAS = '__home__';

export function contentApiRoutes(deps: ContentApiRoutesDeps) {
  return async (app: FastifyInstance) => {
    registerContentCaching(app);

    const pageOr404 = async (uri: string) => {
      const page = await showPage(deps, uri);
      if (!page) throw elementNotFound();
      return serializePage(page);
    };

    app.get('/api/v1/pages', async (request) => {
      const uri = queryParam(request.query, 'uri');
      if (uri === undefined)
        throw new HttpError(400, 'Name the page: ?uri=about-us (an empty uri is the home page).');
      return pageOr404(uri);
    });

    app.get<{ Params: { '*': string } }>('/api/v1/pages/*', async (request) => {
      const uri = request.params['*'];
      return pageOr404(uri === HOME_PAGE_ALIAS ? '' : uri);
    });

    app.get<{ Params: { handle: string } }>('/api/v1/singles/:handle', async (request) => {
      const { handle } = request.params;
      if (handle === SITE_FOOTER) {
        const footer = await siteFooter(deps);
        if (!footer) throw elementNotFound();
        return { ...footer, menus: footer.menus.map(serializeFooterItem) };
      }
      const single =
        handle === STICKY_BAR_CTA
          ? await deps.content.findStickyBar()
          : await deps.content.findSingle(handle);
      if (!single) throw elementNotFound();
      return single;
    });
  };
}
