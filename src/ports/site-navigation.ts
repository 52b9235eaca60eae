import type { GatewayError } from '../domain/http/gateway.errors';
import type { StickyBarContent } from '../domain/layout/sticky-bar';
import type { Footer, FooterMenuItem, NavigationNode } from '../domain/navigation/navigation';
import type { Result } from '../domain/shared/result';

type Answer<T> = Promise<Result<T, GatewayError>>;

/** What the layout shows around every page: the three menus, the footer and the sticky promo bar. */
export interface SiteNavigation {
  mainMenu(): Answer<readonly NavigationNode[]>;
  footerMenu(): Answer<readonly FooterMenuItem[]>;
  bottomFooterMenu(): Answer<readonly FooterMenuItem[]>;
  siteFooter(): Answer<Footer>;
  stickyBar(): Answer<StickyBarContent>;
}
