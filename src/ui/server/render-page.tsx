import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { createContainer } from '../../adapters/di/container';
import { bindVendureCommerce } from '../../adapters/di/vendure.bindings';
import type { CommerceBackend } from '../../domain/config/commerce-backend';
import { servicesFrom } from '../app/app-services';
import { buildConfig } from '../app/build-config';
import { announceFirstPageShown } from '../app/first-page';
import { App, createServerRoutes } from '../app/router';
import { addressData, runLoads } from '../app/routing/route-data';
import { type HeadSink, HeadSinkContext } from '../app/head/head-sink';
import { ServicesContext } from '../app/services';
import { GlobalStyles } from '../components/GlobalStyles';
import { setCmsHtmlDom } from '../components/cms-html.dom';
import { rememberShopName } from '../components/shop-name.dom';
import { rememberSiteOrigin } from '../components/site-origin.dom';
import { headCollector, type RenderedHead } from './head-collector';
import { linkedomCmsHtmlDom } from './linkedom.cms-html-dom';
import { recordingFetch } from './recording-fetch';
import { renderBuffered } from './render-buffered';

/** One page to render: the address asked for and how the render reaches the back-end. */
export interface PageRenderRequest {
  /** path and query, as the browser asked (`/products?page=2`) */
  readonly url: string;
  /** the back-end's origin as the render reaches it */
  readonly apiBaseUrl: string;
  /** the render's only way out: to the back-end, with no cookie of the shopper's */
  readonly fetch: typeof fetch;
  readonly shopName: string;
  /** the shop's public origin, for absolute links in what the page describes */
  readonly publicUrl: string;
  /** where the catalogue, cart and accounts come from (the server's COMMERCE_BACKEND); Craft by default */
  readonly commerceBackend?: CommerceBackend;
}

export interface RenderedPage {
  /** the app's markup, for inside `<div id="root">`; null for a shopper's own page */
  readonly html: string | null;
  /** the page's emotion styles, as `<style data-emotion>` tags for the head */
  readonly styles: string;
  /** what the render read, for the page to carry (EmbeddedAnswers) */
  readonly answers: Readonly<Record<string, unknown>>;
  /** the page's head and status, from the screen's own head components; null when it has none */
  readonly head: RenderedHead | null;
  /** whether every read the render made was answered: only then may the page be kept and shared */
  readonly complete: boolean;
}

// Code waiting for the first page (the footer's content, the head's tags) is not held back here.
announceFirstPageShown();
setCmsHtmlDom(linkedomCmsHtmlDom);
// Built once: route objects hold no request's state.
const ROUTES = createServerRoutes();

const splitUrl = (url: string) => {
  const query = url.indexOf('?');
  return query === -1
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, query), search: url.slice(query) };
};

type Services = ReturnType<typeof servicesFrom>;

/** One request's own container and services, reading through a recording fetch. */
const requestServices = (
  request: Pick<PageRenderRequest, 'apiBaseUrl' | 'fetch' | 'commerceBackend'>,
) => {
  const recorder = recordingFetch(request.fetch, request.apiBaseUrl);
  const container = createContainer({
    apiBaseUrl: request.apiBaseUrl,
    fetch: recorder.fetch,
    environment: 'production',
    ...(request.commerceBackend === 'vendure' ? { bindCommerce: bindVendureCommerce } : {}),
  });
  return { recorder, services: servicesFrom(container, buildConfig()) };
};

/** The app's markup and styles for one address, its head told to `sink` as it renders. */
const renderApp = async (
  url: string,
  routes: ReturnType<typeof createServerRoutes>,
  services: Services,
  sink: HeadSink,
) => {
  const cache = createCache({ key: 'css' });
  // Styles are collected in the cache (not written beside each element) and put in the head.
  cache.compat = true;
  const html = await renderBuffered(
    <StrictMode>
      <CacheProvider value={cache}>
        <GlobalStyles />
        <HeadSinkContext value={sink}>
          <ServicesContext value={services}>
            {/* No preloader: links preload nothing on the server (the context's default). */}
            <StaticRouter location={url}>
              <App routes={routes} firstLoaded />
            </StaticRouter>
          </ServicesContext>
        </HeadSinkContext>
      </CacheProvider>
    </StrictMode>,
  );
  const emotion = createEmotionServer(cache);
  return {
    html,
    styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
  };
};

/**
 * Renders a browsing page as a guest would see it, with everything it reads loaded first: the
 * container, its services and the style cache are this request's own. A shopper's own page (cart,
 * checkout, account, sign-in) is drawn by the browser: only what its layout reads is answered, and
 * its head, which the render still gives.
 */
export const renderPage = async (request: PageRenderRequest): Promise<RenderedPage> => {
  const { pathname, search } = splitUrl(request.url);
  rememberShopName(request.shopName);
  rememberSiteOrigin(request.publicUrl);
  const { recorder, services } = requestServices(request);
  const data = addressData(ROUTES, pathname, search);
  // The page's code comes with its loads (its data rule lives there).
  await runLoads(await data.loads(), services);
  const collector = headCollector({ origin: request.publicUrl, shopName: request.shopName });
  const app = await renderApp(request.url, ROUTES, services, collector.sink);
  const answers = await recorder.answers();
  const page = { answers, head: collector.head(), complete: recorder.complete() };
  return data.prerender ? { ...app, ...page } : { html: null, styles: '', ...page };
};

/** A browsing page's data to read ahead: its address, and the reads the browser already has. */
export interface PagePayloadRequest extends Pick<
  PageRenderRequest,
  'url' | 'apiBaseUrl' | 'fetch' | 'commerceBackend'
> {
  /** keys of the route's loads to leave out (`layout`, `categories`) */
  readonly skip: readonly string[];
}

/** What a page's loads read, keyed as the browser's HTTP client asks; null for a shopper's own page. */
export interface PagePayload {
  readonly answers: Readonly<Record<string, unknown>>;
  /** whether every read was answered: only then may the answers be kept and shared */
  readonly complete: boolean;
}

/**
 * The page payload of a browsing page (for the PageData port): what its loads read, as a guest, without
 * rendering it. A shopper's own page has none (null): the browser reads its data itself.
 */
export const readPageData = async (request: PagePayloadRequest): Promise<PagePayload | null> => {
  const { pathname, search } = splitUrl(request.url);
  const data = addressData(ROUTES, pathname, search);
  if (!data.prerender) return null;
  const { recorder, services } = requestServices(request);
  const skip = new Set(request.skip);
  await runLoads(
    (await data.loads()).filter((load) => !skip.has(load.key)),
    services,
  );
  return { answers: await recorder.answers(), complete: recorder.complete() };
};
