import type { NavigationNode } from '../../domain/content/navigation.ts';
import { buildNavigationTree, isKnownMenu } from '../../domain/content/navigation.rules.ts';
import type { MenuReader } from '../../ports/content/menu-reader.ts';

/**
 * A menu as a tree; null when no such menu exists. The storefront's menus always exist (an empty one
 * is still a menu); another handle exists once content gives it nodes.
 */
export async function readMenu(
  deps: { readonly menus: MenuReader },
  handle: string,
): Promise<readonly NavigationNode[] | null> {
  const nodes = await deps.menus.listNodes(handle);
  if (nodes.length === 0 && !isKnownMenu(handle)) return null;
  return buildNavigationTree(nodes);
}
