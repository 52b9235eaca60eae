import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuNodeRecord, NavigationNode } from '../../src/domain/content/navigation.ts';
import { buildNavigationTree, isKnownMenu } from '../../src/domain/content/navigation.rules.ts';

const record = (id: number, parentId: number | null, position: number): MenuNodeRecord => ({
  id,
  parentId,
  position,
  title: `Node ${id}`,
  nodeUri: `n/${id}`,
  newWindow: false,
  displayAsButton: false,
  displayInRed: false,
  displayAsGrid: false,
  typeLabel: 'Custom URL',
  svgIcon: null,
  featuredImage: null,
  element: null,
});

const flatten = (nodes: readonly NavigationNode[]): NavigationNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

/** A forest: every node's parent is an earlier node (or none), positions arbitrary. */
const forest = fc
  .array(
    fc.record({ parent: fc.nat(), root: fc.boolean(), position: fc.integer({ min: -5, max: 5 }) }),
    {
      maxLength: 40,
    },
  )
  .map((specs) =>
    specs.map((spec, index) =>
      record(index + 1, index === 0 || spec.root ? null : (spec.parent % index) + 1, spec.position),
    ),
  );

describe('navigation tree', () => {
  it('keeps every node of a well-formed menu exactly once, under its own parent', () => {
    fc.assert(
      fc.property(forest, (records) => {
        const tree = buildNavigationTree(records);
        const all = flatten(tree);
        expect(all.map((node) => node.id).sort((a, b) => a - b)).toEqual(records.map((r) => r.id));
        const parentOf = new Map(records.map((r) => [r.id, r.parentId]));
        for (const root of tree) expect(parentOf.get(root.id)).toBeNull();
        for (const node of all)
          for (const child of node.children) expect(parentOf.get(child.id)).toBe(node.id);
      }),
    );
  });

  it('orders siblings by position, then id, whatever the input order', () => {
    fc.assert(
      fc.property(forest, (records) => {
        const shuffled = [...records].reverse();
        const levels = [
          buildNavigationTree(shuffled),
          ...flatten(buildNavigationTree(shuffled)).map((n) => n.children),
        ];
        const position = new Map(records.map((r) => [r.id, r.position]));
        for (const siblings of levels) {
          const keys = siblings.map((n) => [position.get(n.id) ?? 0, n.id] as const);
          const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
          expect(keys).toEqual(sorted);
        }
      }),
    );
  });

  it('drops orphans and cycles instead of showing them at the top', () => {
    const tree = buildNavigationTree([
      record(1, null, 0),
      record(2, 99, 0), // parent missing
      record(3, 2, 0), // child of an orphan
      record(4, 5, 0), // 4 and 5 point at each other
      record(5, 4, 0),
      record(6, 6, 0), // its own parent
    ]);
    expect(flatten(tree).map((node) => node.id)).toEqual([1]);
    expect(tree[0]).not.toHaveProperty('parentId');
    expect(tree[0]).not.toHaveProperty('position');
  });

  it('knows the storefront’s three menus', () => {
    expect(['main-navigation-menu', 'footer-menu', 'bottom-footer-menu'].every(isKnownMenu)).toBe(
      true,
    );
    expect(isKnownMenu('side-menu')).toBe(false);
  });
});
