import { KNOWN_MENUS, type MenuNodeRecord, type NavigationNode } from './navigation.ts';

export const isKnownMenu = (handle: string): boolean =>
  (KNOWN_MENUS as readonly string[]).includes(handle);

/**
 * Nests flat nodes under their parents, each level in position order (then id, for ties). A node whose
 * parent is missing (deleted, or in another menu) is dropped with its subtree rather than promoted to
 * the top, where it would show up somewhere nobody put it. Cycles cannot reach a root, so they drop too.
 */
export function buildNavigationTree(nodes: readonly MenuNodeRecord[]): NavigationNode[] {
  const byParent = new Map<number | null, MenuNodeRecord[]>();
  for (const node of nodes) {
    const siblings = byParent.get(node.parentId) ?? [];
    siblings.push(node);
    byParent.set(node.parentId, siblings);
  }
  const nest = (parentId: number | null): NavigationNode[] =>
    (byParent.get(parentId) ?? [])
      .slice()
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map(({ parentId: _parent, position: _position, ...node }) => ({
        ...node,
        children: nest(node.id),
      }));
  return nest(null);
}
