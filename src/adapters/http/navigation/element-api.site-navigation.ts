import type { StickyBarContent } from '../../../domain/layout/sticky-bar';
import type { Footer, FooterMenuItem, NavigationNode } from '../../../domain/navigation/navigation';
import type { SiteNavigation } from '../../../ports/site-navigation';
import type { CraftClient } from '../client/craft-client';
import { type Answer, CONTENT_ENDPOINTS, readContent } from '../client/element-api.endpoints';
import {
  mapFooterMenuItem,
  mapNavigationNode,
  mapSiteFooter,
  mapStickyBar,
} from './element-api-navigation.mapper';
import {
  footerMenuSchema,
  menuSchema,
  siteFooterSchema,
  stickyBarSchema,
} from './element-api-navigation.schema';

/** The Element API's menus and singles. */
export class ElementApiSiteNavigation implements SiteNavigation {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  mainMenu(): Answer<readonly NavigationNode[]> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.menu('main-navigation-menu'),
      menuSchema,
      ({ data }) => data.map(mapNavigationNode),
    );
  }

  footerMenu(): Answer<readonly FooterMenuItem[]> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.menu('footer-menu'),
      footerMenuSchema,
      ({ data }) => data.map(mapFooterMenuItem),
    );
  }

  bottomFooterMenu(): Answer<readonly FooterMenuItem[]> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.menu('bottom-footer-menu'),
      footerMenuSchema,
      ({ data }) => data.map(mapFooterMenuItem),
    );
  }

  siteFooter(): Answer<Footer> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.single('site-footer'),
      siteFooterSchema,
      mapSiteFooter,
    );
  }

  stickyBar(): Answer<StickyBarContent> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.single('sticky-bar-cta'),
      stickyBarSchema,
      mapStickyBar,
    );
  }
}
