import type { MenuNodeRecord } from '../../domain/content/navigation.ts';

export interface MenuReader {
  /** The menu's nodes, flat (nesting is a domain rule); empty for a menu without nodes. */
  listNodes(menu: string): Promise<readonly MenuNodeRecord[]>;
}
