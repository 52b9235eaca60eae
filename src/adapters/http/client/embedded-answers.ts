/**
 * Answers the server already gave for GETs the app is about to make, keyed by URL relative to the
 * back-end (`api/v1/pages?uri=about`): those it wrote into the page for the first page's reads (the
 * promo bar, the main menu, the page's own content, product or listing), and those of a later page's
 * payload (one request for its reads). Each one answers the first read of its URL only, and only
 * shortly after it arrived: later reads go to the network, so nothing shown later is older than that.
 * A back-end that gives none (Craft itself) changes nothing.
 */
export interface EmbeddedAnswers {
  /** The answer for a URL, once; `undefined` when there is none (taken, or no longer fresh). */
  take(url: string): unknown;
  /** More answers, each fresh for EMBEDDED_ANSWERS_TTL_MS from now. */
  add(answers: Readonly<Record<string, unknown>>): void;
}

/** How long after they arrived answers may still be used. */
export const EMBEDDED_ANSWERS_TTL_MS = 10_000;

/** A store of answers, empty or with the page's; `now` tells when they stop being fresh. */
export const embeddedAnswersFrom = (
  answers: Readonly<Record<string, unknown>> = {},
  now: () => number = Date.now,
): EmbeddedAnswers => {
  const left = new Map<string, { readonly answer: unknown; readonly until: number }>();
  const store: EmbeddedAnswers = {
    take: (url) => {
      const entry = left.get(url);
      left.delete(url);
      return entry && now() < entry.until ? entry.answer : undefined;
    },
    add: (more) => {
      const until = now() + EMBEDDED_ANSWERS_TTL_MS;
      for (const [url, answer] of Object.entries(more)) left.set(url, { answer, until });
    },
  };
  store.add(answers);
  return store;
};
