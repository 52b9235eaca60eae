// The answers every storefront page asks for at start-up, written into the page itself so that its
// header (promo bar, main menu) is whole in the first paint instead of appearing a round trip later
// and pushing the page down. Keyed by the endpoint the storefront reads, each exactly as that API
// route answers it (the same reads and serializers); the storefront uses each once.
import { readMenu } from '../../application/content/read-menu.ts';
import { STICKY_BAR_CTA } from '../../domain/content/singles.ts';
import type { ContentReader } from '../../ports/content-reader.ts';
import type { MenuReader } from '../../ports/menu-reader.ts';
import { serializeMenu } from './navigation.serializer.ts';
import { scriptSafeJson } from './product-json-ld.ts';

export const MAIN_MENU = 'main-navigation-menu';
export const STICKY_BAR_ENDPOINT = `api/v1/singles/${STICKY_BAR_CTA}`;
export const MAIN_MENU_ENDPOINT = `api/v1/menus/${MAIN_MENU}`;
/** The id the storefront reads them from (src/adapters/browser/embedded-answers.dom.ts). */
export const EMBEDDED_ANSWERS_ID = 'embedded-answers';

export interface ShellAnswersDeps {
  readonly content: Pick<ContentReader, 'findStickyBar'>;
  readonly menus: MenuReader;
}

export type ShellAnswers = Readonly<Record<string, unknown>>;

/** The promo bar's and the main menu's answers; one that does not exist is left out. */
export async function shellAnswers(deps: ShellAnswersDeps): Promise<ShellAnswers> {
  const [bar, menu] = await Promise.all([deps.content.findStickyBar(), readMenu(deps, MAIN_MENU)]);
  return {
    ...(bar ? { [STICKY_BAR_ENDPOINT]: bar } : {}),
    ...(menu ? { [MAIN_MENU_ENDPOINT]: serializeMenu(menu) } : {}),
  };
}

/** The script element holding them (JSON, never run; `<` and friends escaped); '' for none. */
export function embeddedAnswersTag(answers: ShellAnswers): string {
  if (Object.keys(answers).length === 0) return '';
  return `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">${scriptSafeJson(answers)}</script>`;
}
