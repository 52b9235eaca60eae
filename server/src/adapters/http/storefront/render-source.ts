// Where the server's render reads a page's data: this server's own API in process, or another
// back-end over HTTP (the storefront built for a Craft install on its own origin).
import type { FastifyInstance } from 'fastify';
import { injectFetch } from './inject.fetch.ts';
import { remoteFetch } from './remote.fetch.ts';

/** Which commerce engine the storefront's adapters speak to (config COMMERCE_BACKEND). */
export type CommerceBackend = 'craft' | 'vendure';

/**
 * How the server renders storefront pages (config: SERVER_RENDER, RENDER_API_URL): reading its own
 * API in process, reading another back-end (a Craft install the storefront was built for) over
 * HTTP, or not at all (the shell, as before server rendering).
 */
export type PageRenderSetting =
  | { readonly kind: 'in-process' }
  | { readonly kind: 'remote'; readonly apiBaseUrl: string }
  | { readonly kind: 'off' };

export interface RenderSource {
  /** the API base the render's HTTP adapters are given, as the browser's are */
  readonly apiBaseUrl: string;
  /** whose adapters read the catalogue: Vendure's go through this server's /shop-api */
  readonly commerceBackend: CommerceBackend;
  /** whether the back-end is another server's: its changes are not seen here */
  readonly remote: boolean;
  fetchFor(server: FastifyInstance): typeof fetch;
}

/** Where the render's requests seem to go; they are answered in process (injectFetch). */
const IN_PROCESS_ORIGIN = 'http://storefront.render';

/** The render's source for a setting; null when pages are not rendered on the server. */
export function renderSourceFor(
  setting: PageRenderSetting,
  commerceBackend: CommerceBackend = 'craft',
): RenderSource | null {
  switch (setting.kind) {
    case 'off':
      return null;
    case 'in-process':
      return {
        apiBaseUrl: IN_PROCESS_ORIGIN,
        commerceBackend,
        remote: false,
        fetchFor: (server) => injectFetch(server, IN_PROCESS_ORIGIN),
      };
    case 'remote': {
      const fetch = remoteFetch(setting.apiBaseUrl);
      return {
        apiBaseUrl: setting.apiBaseUrl,
        commerceBackend,
        remote: true,
        fetchFor: () => fetch,
      };
    }
  }
}
