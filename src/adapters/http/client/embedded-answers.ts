/**
 * Answers the server already wrote into the page for the GETs it makes at start-up (the promo bar,
 * the main menu, the page's own content, product or listing), keyed by URL relative to the back-end
 * (`api/v1/pages?uri=about`). Each one answers the first read of its URL only, and only shortly
 * after the page loaded: later reads go to the network, so nothing shown later is older than that.
 * A back-end that writes none (Craft itself) changes nothing.
 */
export interface EmbeddedAnswers {
  /** The answer for a URL, once; `undefined` when there is none (left, or no longer fresh). */
  take(url: string): unknown;
}

export const noEmbeddedAnswers: EmbeddedAnswers = { take: () => undefined };

/** How long after the page loaded its embedded answers may still be used. */
export const EMBEDDED_ANSWERS_TTL_MS = 10_000;

export const embeddedAnswersFrom = (
  answers: Readonly<Record<string, unknown>>,
  fresh: () => boolean = () => true,
): EmbeddedAnswers => {
  const left = new Map(Object.entries(answers));
  return {
    take: (url) => {
      const answer = left.get(url);
      left.delete(url);
      return fresh() ? answer : undefined;
    },
  };
};
