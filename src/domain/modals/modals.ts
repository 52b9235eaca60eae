export interface ModalsState {
  readonly typeformOpen: boolean;
  readonly callQuoteOpen: boolean;
  /** load the call-quote form ahead of time, before anyone opens it */
  readonly preloadCallQuote: boolean;
  /** what the open modal is about, e.g. the product a quote is requested for */
  readonly metadata: Readonly<Record<string, unknown>> | null;
}
