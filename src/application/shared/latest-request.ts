/**
 * Tags each request so that only the answer to the most recent one is applied: a slow answer to an
 * older request must not overwrite a newer one.
 */
export class LatestRequest {
  #current = 0;

  start(): number {
    this.#current += 1;
    return this.#current;
  }

  /** Makes every request in flight stale. */
  invalidate(): void {
    this.#current += 1;
  }

  isLatest(ticket: number): boolean {
    return ticket === this.#current;
  }
}
