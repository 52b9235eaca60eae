import type { ErrorReport, ErrorReporter } from '../../ports/error-reporter';

/**
 * Sends each report as JSON to the error-reporting service's intake URL. Reporting must never
 * break the page or report itself: a failed send is dropped.
 */
export class FetchErrorReporter implements ErrorReporter {
  readonly #url: string;
  readonly #fetch: typeof fetch;

  constructor(options: { readonly url: string; readonly fetch: typeof fetch }) {
    this.#url = options.url;
    this.#fetch = options.fetch;
  }

  report(report: ErrorReport): void {
    const send = this.#fetch;
    try {
      void send(this.#url, {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(report),
      }).catch(() => undefined);
    } catch {
      // A fetch that throws synchronously (blocked by a policy) is as good as a failed one.
    }
  }
}
