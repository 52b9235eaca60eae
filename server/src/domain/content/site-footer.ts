import type { NavigationNode } from './navigation.ts';
import type { SiteFooterContent } from './singles.ts';

/** The footer single plus its menu columns, which live in the footer menu. */
export interface SiteFooter extends SiteFooterContent {
  readonly menus: readonly NavigationNode[];
}
