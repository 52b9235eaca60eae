import type { PageError } from '../../../domain/routing/page-error';

/** An error the app raises on purpose (a route's guard is misconfigured): the page shows its text. */
export class PageFailure extends Error {
  readonly page: PageError;

  constructor(page: PageError) {
    super(page.message);
    this.name = 'PageFailure';
    this.page = page;
  }
}
