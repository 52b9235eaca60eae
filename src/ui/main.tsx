import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { EMBEDDED_ANSWERS_ID, readEmbeddedAnswers } from '../adapters/browser/embedded-answers.dom';
import { pageCommerceBackend } from '../adapters/browser/commerce-backend.dom';
import { type ContainerOptions, createContainer } from '../adapters/di/container';
import { servicesFrom } from './app/app-services';
import { buildConfig } from './app/build-config';
import { firstPageShown } from './app/first-page';
import { App, createAppRoutes, routePreloader } from './app/router';
import { PreloaderContext } from './app/routing/preloader-context';
import { addressData, runLoads } from './app/routing/route-data';
import { ServicesContext } from './app/services';
import { GlobalStyles } from './components/GlobalStyles';

// Only a development build with VITE_USE_FAKES=true loads the fakes; the build drops this branch.
const bindFakes =
  import.meta.env.VITE_USE_FAKES === 'true'
    ? (await import('../adapters/di/fakes.bindings')).bindFakeAdapters
    : undefined;

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html needs an element with id "root"');
// The server rendered the page into the root: the app takes it over instead of drawing it again.
const prerendered = rootElement.firstElementChild !== null;
// The server read the page's data (rendered or not): read from the page before the first render.
const embedded = document.getElementById(EMBEDDED_ANSWERS_ID) !== null;

/** Another commerce back-end's adapters, and the fetch its session needs. */
type CommerceOptions = Pick<ContainerOptions, 'bindCommerce' | 'fetch'>;

/** The container's services, started: the session read, releases checked, preloads held back. */
const startServices = (commerce: CommerceOptions) => {
  const container = createContainer({
    ...commerce,
    apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    ...(bindFakes ? { bindFakes } : {}),
    // Errors reach the error-reporting service from production builds only.
    environment: import.meta.env.PROD ? 'production' : 'development',
    // What the server read for the page: read again from here, not from the back-end.
    embeddedAnswers: readEmbeddedAnswers(),
  });
  const services = servicesFrom(container, buildConfig(), (work) =>
    services.loadingBar.track(work),
  );

  // The session is read once at startup, or once the page is on screen when the server rendered it
  // (as a guest's); guarded routes wait for it, open ones do not.
  void services.auth.start({ prerendered });
  if (prerendered) void firstPageShown.then(() => services.auth.afterMount());
  services.release.startChecking();
  // Preloads of other pages wait until the first page is on screen.
  services.routePreload.pause();

  // Vite's preload of a page's chunk failed (a release replaced it): reload once, guarded for 10 s.
  window.addEventListener('vite:preloadError', (event) => {
    if (services.release.chunkFailed(window.location.pathname)) event.preventDefault();
  });
  return services;
};

/** Builds the app over the services and takes over (or draws) the page. */
const start = (commerce: CommerceOptions = {}): void => {
  const services = startServices(commerce);
  const routes = createAppRoutes(services);
  const app = (
    <StrictMode>
      <GlobalStyles />
      <ServicesContext value={services}>
        <PreloaderContext value={routePreloader(routes, services)}>
          <BrowserRouter>
            <App routes={routes} firstLoaded={prerendered || embedded} />
          </BrowserRouter>
        </PreloaderContext>
      </ServicesContext>
    </StrictMode>
  );

  /** Reads the first address's data (its page's code comes with it: its data rule lives there). */
  const loadFirstAddress = async (): Promise<void> => {
    const { pathname, search } = window.location;
    await runLoads(await addressData(routes, pathname, search).loads(), services);
  };

  // Not awaited at the top level: the page's code imports this module, and would wait for it to finish.
  if (prerendered) {
    // The server's markup is taken over once the page's data (from the answers the server embedded)
    // and code are here, so that the first render is that markup exactly.
    void loadFirstAddress().then(() => hydrateRoot(rootElement, app));
  } else {
    // A page the browser draws itself: its data (the promo bar and menus at least) read from the
    // answers the server embedded before the first paint, so that nothing pushes the page down when it
    // arrives. A transition: React renders the first page in slices and yields between them (no long
    // task on a slow phone).
    void (embedded ? loadFirstAddress() : Promise.resolve()).finally(() =>
      startTransition(() => {
        createRoot(rootElement).render(app);
      }),
    );
  }
};

// A shop whose commerce back-end is Vendure says so in the page: its adapters load first. Not a
// top-level await: that chunk imports this one, which would then wait for it forever.
if (pageCommerceBackend() === 'vendure') {
  void import('../adapters/di/vendure.bindings').then(({ vendureInBrowser }) => {
    start(vendureInBrowser());
  });
} else {
  start();
}
