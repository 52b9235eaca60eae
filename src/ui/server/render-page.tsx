import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { createContainer } from '../../adapters/di/container';
import { servicesFrom } from '../app/app-services';
import { buildConfig } from '../app/build-config';
import { announceFirstPageShown } from '../app/first-page';
import { App, createAppRoutes } from '../app/router';
import { addressData, runLoads } from '../app/routing/route-data';
import { ServicesContext } from '../app/services';
import { GlobalStyles } from '../components/GlobalStyles';
import { setCmsHtmlDom } from '../components/cms-html.dom';
import { rememberShopName } from '../components/shop-name.dom';
import { rememberSiteOrigin } from '../components/site-origin.dom';
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
}

export interface RenderedPage {
  /** the app's markup, for inside `<div id="root">`; null for a shopper's own page */
  readonly html: string | null;
  /** the page's emotion styles, as `<style data-emotion>` tags for the head */
  readonly styles: string;
  /** what the render read, for the page to carry (EmbeddedAnswers) */
  readonly answers: Readonly<Record<string, unknown>>;
}

// Code waiting for the first page (the footer's content, the head's tags) is not held back here.
announceFirstPageShown();
setCmsHtmlDom(linkedomCmsHtmlDom);

const splitUrl = (url: string) => {
  const query = url.indexOf('?');
  return query === -1
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, query), search: url.slice(query) };
};

/**
 * Renders a browsing page as a guest would see it, with everything it reads loaded first: the
 * container, its services and the style cache are this request's own. A shopper's own page (cart,
 * checkout, account, sign-in) is drawn by the browser: only what its layout reads is answered.
 */
export const renderPage = async (request: PageRenderRequest): Promise<RenderedPage> => {
  const { pathname, search } = splitUrl(request.url);
  rememberShopName(request.shopName);
  rememberSiteOrigin(request.publicUrl);
  const recorder = recordingFetch(request.fetch, request.apiBaseUrl);
  const container = createContainer({
    apiBaseUrl: request.apiBaseUrl,
    fetch: recorder.fetch,
    environment: 'production',
  });
  const services = servicesFrom(container, buildConfig());
  const routes = createAppRoutes(services);
  const data = addressData(routes, pathname, search);
  const loads = await data.loads();
  if (!data.prerender) {
    await runLoads(loads, services);
    return { html: null, styles: '', answers: await recorder.answers() };
  }
  // The page's code is already here: reading the loads brought it (its data rule lives there).
  await runLoads(loads, services);
  const cache = createCache({ key: 'css' });
  // Styles are collected in the cache (not written beside each element) and put in the head.
  cache.compat = true;
  const html = await renderBuffered(
    <StrictMode>
      <CacheProvider value={cache}>
        <GlobalStyles />
        <ServicesContext value={services}>
          {/* No preloader: links preload nothing on the server (the context's default). */}
          <StaticRouter location={request.url}>
            <App routes={routes} firstLoaded />
          </StaticRouter>
        </ServicesContext>
      </CacheProvider>
    </StrictMode>,
  );
  const emotion = createEmotionServer(cache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, answers: await recorder.answers() };
};
