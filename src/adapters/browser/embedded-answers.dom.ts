import { embeddedAnswersFrom, type EmbeddedAnswers } from '../http/client/embedded-answers';

/** The id of the `<script type="application/json">` the server writes the answers into. */
export const EMBEDDED_ANSWERS_ID = 'embedded-answers';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answers embedded in the page, if any, usable for EMBEDDED_ANSWERS_TTL_MS from now (read at
 * start-up). Unreadable ones are ignored: the app then asks the back-end as it would without them.
 */
export const readEmbeddedAnswers = (
  document: Pick<Document, 'getElementById'> | undefined = globalThis.document,
  now: () => number = Date.now,
): EmbeddedAnswers => {
  const text = document?.getElementById(EMBEDDED_ANSWERS_ID)?.textContent;
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return embeddedAnswersFrom(isRecord(parsed) ? parsed : {}, now);
};
