import type { SiteNavigation } from '../../ports/site-navigation';
import { CONTENT_ENDPOINTS } from '../http/client/element-api.endpoints';
import type { InMemoryContent } from './in-memory-content';

/** The menus and singles of an in-memory content system; a missing single is a 404. */
export class InMemorySiteNavigation implements SiteNavigation {
  readonly #content: InMemoryContent;

  constructor(content: InMemoryContent) {
    this.#content = content;
  }

  mainMenu = () =>
    this.#content.answer(
      CONTENT_ENDPOINTS.menu('main-navigation-menu'),
      this.#content.data.mainMenu ?? [],
    );

  footerMenu = () =>
    this.#content.answer(
      CONTENT_ENDPOINTS.menu('footer-menu'),
      this.#content.data.footerMenu ?? [],
    );

  bottomFooterMenu = () =>
    this.#content.answer(
      CONTENT_ENDPOINTS.menu('bottom-footer-menu'),
      this.#content.data.bottomFooterMenu ?? [],
    );

  siteFooter = () =>
    this.#content.answer(CONTENT_ENDPOINTS.single('site-footer'), this.#content.data.footer);

  stickyBar = () =>
    this.#content.answer(CONTENT_ENDPOINTS.single('sticky-bar-cta'), this.#content.data.stickyBar);
}
