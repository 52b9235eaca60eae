import fc from 'fast-check';
import type { NavigationNode } from '../../src/domain/navigation/navigation';

export const aNavigationNode = (overrides: Partial<NavigationNode> = {}): NavigationNode => ({
  id: 1,
  title: 'Gloves',
  nodeUri: 'products/gloves',
  newWindow: false,
  displayAsButton: false,
  displayInRed: false,
  displayAsGrid: false,
  svgIcon: [],
  featuredImage: [],
  children: [],
  defaultVariantId: null,
  ...overrides,
});

const nodeWith = (
  children: fc.Arbitrary<readonly NavigationNode[]>,
): fc.Arbitrary<NavigationNode> =>
  fc
    .record({
      id: fc.nat(),
      title: fc.string({ maxLength: 12 }),
      nodeUri: fc.option(fc.string({ maxLength: 12 }), { nil: null }),
      displayAsGrid: fc.boolean(),
      featuredImage: fc.array(
        fc.webUrl().map((url) => ({ url })),
        { maxLength: 2 },
      ),
      children,
    })
    .map((fields) => aNavigationNode(fields));

/** Menus are at most three levels deep, like the site's. */
const leaf = nodeWith(fc.constant([]));
const middle = nodeWith(fc.array(leaf, { maxLength: 3 }));
const top = nodeWith(fc.array(middle, { maxLength: 3 }));

export const anyNavigationNode: fc.Arbitrary<NavigationNode> = fc.oneof(leaf, middle, top);
export const anyMenu: fc.Arbitrary<readonly NavigationNode[]> = fc.array(top, { maxLength: 5 });
