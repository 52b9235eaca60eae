/**
 * Answers the server already wrote into the page for the GETs every page makes at start-up (the
 * promo bar, the main menu), keyed by endpoint. Each one answers the first read of its endpoint
 * only; later reads go to the network. A back-end that writes none (Craft itself) changes nothing.
 */
export interface EmbeddedAnswers {
  /** The answer for an endpoint, once; `undefined` when there is none (left). */
  take(endpoint: string): unknown;
}

export const noEmbeddedAnswers: EmbeddedAnswers = { take: () => undefined };

export const embeddedAnswersFrom = (
  answers: Readonly<Record<string, unknown>>,
): EmbeddedAnswers => {
  const left = new Map(Object.entries(answers));
  return {
    take: (endpoint) => {
      const answer = left.get(endpoint);
      left.delete(endpoint);
      return answer;
    },
  };
};
