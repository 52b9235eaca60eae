import { Container } from 'inversify';
import { bindApplicationServices } from './application.bindings';
import { bindFakeAdapters } from './fakes.bindings';
import { bindHttpAdapters } from './http.bindings';

export interface ContainerOptions {
  /** '' for the same origin as the page */
  readonly apiBaseUrl: string;
  /** defaults to the global fetch; tests pass a cookie-aware one */
  readonly fetch?: typeof fetch;
  /** in-memory adapters with demo data instead of the back-end */
  readonly useFakes?: boolean;
}

// Looked up on every call so that anything patching the global later (msw, polyfills) still applies.
const globalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** The one composition root. */
export const createContainer = (options: ContainerOptions): Container => {
  const container = new Container();
  if (options.useFakes === true) {
    bindFakeAdapters(container);
  } else {
    bindHttpAdapters(container, {
      apiBaseUrl: options.apiBaseUrl,
      fetch: options.fetch ?? globalFetch,
    });
  }
  bindApplicationServices(container);
  return container;
};
