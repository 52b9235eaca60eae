// The storefront's server half (src/ui/server/render-page.tsx, built by `vite build --ssr` into
// <storefront>/ssr/render-page.js): loaded once, from the build the server serves, so the markup it
// renders and the scripts the browser runs are the same release.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HeadMarkup } from './page-head.html.ts';
import type { CommerceBackend } from './render-source.ts';

/** What the render module answers for one address (see src/ui/server/render-page.tsx). */
export interface RenderedPage {
  /** the app's markup, or null for a shopper's own page (cart, checkout, account), drawn by the browser */
  readonly html: string | null;
  readonly styles: string;
  readonly answers: Readonly<Record<string, unknown>>;
  /** the page's head as its screen describes itself, and its status; null when it does not */
  readonly head: (HeadMarkup & { readonly status: 200 | 404 }) | null;
  /** whether every read was answered: only a complete page may be cached and shared */
  readonly complete?: boolean;
}

export interface PageRenderRequest {
  readonly url: string;
  readonly apiBaseUrl: string;
  readonly fetch: typeof fetch;
  readonly shopName: string;
  readonly publicUrl: string;
  /** Craft when absent */
  readonly commerceBackend?: CommerceBackend;
}

/** A browsing page's data to read ahead, leaving out the loads (by key) the browser has. */
export interface PagePayloadRequest {
  readonly url: string;
  readonly skip: readonly string[];
  readonly apiBaseUrl: string;
  readonly fetch: typeof fetch;
  /** Craft when absent */
  readonly commerceBackend?: CommerceBackend;
}

/** What a page's loads read, by URL relative to the back-end; null for a shopper's own page. */
export interface PagePayload {
  readonly answers: Readonly<Record<string, unknown>>;
  readonly complete: boolean;
}

export interface PageRenderModule {
  renderPage(request: PageRenderRequest): Promise<RenderedPage>;
  readPageData(request: PagePayloadRequest): Promise<PagePayload | null>;
}

export const RENDER_MODULE = join('ssr', 'render-page.js');

/** The build's render module, imported on first use; null when the build has none. */
export const renderModuleLoader = (storefrontDir: string) => {
  const path = join(storefrontDir, RENDER_MODULE);
  let module: Promise<PageRenderModule> | undefined;
  return (): Promise<PageRenderModule> | null => {
    if (module === undefined && !existsSync(path)) return null;
    module ??= import(pathToFileURL(path).href) as Promise<PageRenderModule>;
    return module;
  };
};
