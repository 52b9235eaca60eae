import type { SiteFooter } from '../../domain/content/site-footer.ts';
import type { ContentReader } from '../../ports/content/content-reader.ts';
import type { MenuReader } from '../../ports/content/menu-reader.ts';
import { readMenu } from './read-menu.ts';

export const FOOTER_MENU = 'footer-menu';

/** The footer single with its menu columns, which editors manage as the footer menu. */
export async function siteFooter(deps: {
  readonly content: ContentReader;
  readonly menus: MenuReader;
}): Promise<SiteFooter | null> {
  const [content, menus] = await Promise.all([
    deps.content.findSiteFooter(),
    readMenu(deps, FOOTER_MENU),
  ]);
  return content ? { ...content, menus: menus ?? [] } : null;
}
