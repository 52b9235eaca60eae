import { Container } from 'inversify';
import type { Environment } from '../../domain/environment/environment';
import type { EmbeddedAnswers } from '../http/client/embedded-answers';
import { bindApplicationServices } from './application.bindings';
import { bindBrowserAdapters } from './browser.bindings';
import { bindHttpAdapters } from './http.bindings';

export interface ContainerOptions {
  /** '' for the same origin as the page */
  readonly apiBaseUrl: string;
  /** defaults to the global fetch; tests pass a cookie-aware one */
  readonly fetch?: typeof fetch;
  /**
   * In-memory adapters with demo data instead of the back-end: pass `bindFakeAdapters` from
   * `fakes.bindings`. Passed in (not imported here) so production bundles do not carry the fakes.
   */
  readonly bindFakes?: (container: Container) => void;
  /**
   * Another commerce back-end's adapters over the Craft ones (`bindVendureCommerce` from
   * `vendure.bindings`): passed in, so that a Craft shop's bundle does not carry them.
   */
  readonly bindCommerce?: (container: Container) => void;
  /** decides whether errors reach the error-reporting service (production only); development by default */
  readonly environment?: Environment;
  readonly commerceCmsSegment?: string;
  readonly taxServiceSegment?: string;
  readonly errorReportUrl?: string;
  /** answers the server wrote into the page for its first GETs (the browser entry reads them) */
  readonly embeddedAnswers?: EmbeddedAnswers;
}

export const DEFAULT_COMMERCE_CMS_SEGMENT = 'commerce-cms';
/** The AvaTax plugin's handle. */
export const DEFAULT_TAX_SERVICE_SEGMENT = 'avatax';

// Looked up on every call so that anything patching the global later (msw, polyfills) still applies.
const globalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** The one composition root. */
export const createContainer = (options: ContainerOptions): Container => {
  const container = new Container();
  const fetch = options.fetch ?? globalFetch;
  bindBrowserAdapters(container, { fetch, errorReportUrl: options.errorReportUrl });
  if (options.bindFakes) {
    options.bindFakes(container);
  } else {
    bindHttpAdapters(container, {
      apiBaseUrl: options.apiBaseUrl,
      fetch,
      commerceCmsSegment: options.commerceCmsSegment ?? DEFAULT_COMMERCE_CMS_SEGMENT,
      taxServiceSegment: options.taxServiceSegment ?? DEFAULT_TAX_SERVICE_SEGMENT,
      ...(options.embeddedAnswers ? { embeddedAnswers: options.embeddedAnswers } : {}),
    });
    options.bindCommerce?.(container);
  }
  bindApplicationServices(container, options.environment ?? 'development');
  return container;
};
