import type { NavigationNode } from './navigation';

/**
 * The main menu as one row of plain links, for a browser that runs no script (its panels cannot
 * open): each top item that links somewhere, and in place of one that does not, its children.
 */
export const plainMenuLinks = (items: readonly NavigationNode[]): readonly NavigationNode[] =>
  items.flatMap((node) =>
    node.nodeUri !== null ? [node] : node.children.filter((child) => child.nodeUri !== null),
  );
