import type { PageData } from '../../ports/page-data';

/** The in-memory content answers every read at once: there is nothing to read ahead. */
export const inMemoryPageData: PageData = { readAhead: () => Promise.resolve() };
