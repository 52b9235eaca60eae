import { scriptSafeJson } from '../catalog/product-json-ld.ts';

/** The id the storefront reads them from (src/adapters/browser/embedded-answers.dom.ts). */
export const EMBEDDED_ANSWERS_ID = 'embedded-answers';

/**
 * The answers the server's render read, for the page to carry: the storefront's HTTP client takes
 * each from here once instead of asking again (JSON, never run; `<` and friends escaped); '' for none.
 */
export function embeddedAnswersTag(answers: Readonly<Record<string, unknown>>): string {
  if (Object.keys(answers).length === 0) return '';
  const json = scriptSafeJson(answers);
  return `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">${json}</script>`;
}

const EMPTY_ROOT = /<div id="root"><\/div>/;

/** The shell with the app's server-rendered markup inside its root element. */
export function withAppMarkup(shell: string, markup: string): string {
  return shell.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
}
