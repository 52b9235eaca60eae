import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../ports/system/clock.ts';
import type { SitemapSource } from '../../../ports/seo/sitemap-source.ts';
import { robotsTxt, sitemapXml } from './sitemap.xml.ts';

export interface SeoRoutesDeps {
  readonly sitemap: SitemapSource;
  readonly publicUrl: string;
  readonly clock: Clock;
}

/** Crawlers fetch the sitemap often and content changes rarely: build it at most every few minutes. */
const SITEMAP_TTL_MS = 5 * 60 * 1000;

export function seoRoutes(deps: SeoRoutesDeps) {
  return async (app: FastifyInstance) => {
    let cached: { readonly xml: string; readonly until: number } | undefined;

    app.get('/sitemap.xml', async (_request, reply) => {
      const now = deps.clock.now().getTime();
      if (!cached || cached.until <= now) {
        const xml = sitemapXml(await deps.sitemap.entries(), deps.publicUrl);
        cached = { xml, until: now + SITEMAP_TTL_MS };
      }
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', `public, max-age=${SITEMAP_TTL_MS / 1000}`)
        .send(cached.xml);
    });

    const robots = robotsTxt(deps.publicUrl);
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robots),
    );
  };
}
