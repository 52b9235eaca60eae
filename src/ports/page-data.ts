/**
 * A browsing page's data read ahead, in one request, where the back-end offers it (the spec's page
 * payload): the reads the page then makes are answered from it. Where it does not (Craft itself), or
 * when the request fails, nothing is read ahead and each read asks on its own, as without it.
 */
export interface PageData {
  /**
   * Reads ahead what the page at `address` (path and query) shows, leaving out the reads named by
   * `known` (the keys of the route's loads the app already has). Never fails.
   */
  readAhead(address: string, known: readonly string[]): Promise<void>;
}
