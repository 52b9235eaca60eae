import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DesktopMenuState } from '../../../src/domain/navigation/navigation';
import {
  activeSubItem,
  clickTopItem,
  closedDesktopMenu,
  closeDesktopMenu,
  desktopMenuOnNavigation,
  hoverSubItem,
  hoverTopItem,
  megaMenuLayout,
  subItemPanel,
} from '../../../src/domain/navigation/desktop-menu.rules';
import { aNavigationNode, anyNavigationNode } from '../../support/navigation.arbitraries';

type Action =
  | { readonly type: 'hover' | 'click'; readonly id: number }
  | { readonly type: 'sub'; readonly index: number }
  | { readonly type: 'close' | 'navigate' };

const anyAction: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constantFrom('hover' as const, 'click' as const), id: fc.nat({ max: 4 }) }),
  fc.record({ type: fc.constant('sub' as const), index: fc.integer({ min: -2, max: 6 }) }),
  fc.record({ type: fc.constantFrom('close' as const, 'navigate' as const) }),
);

const apply = (state: DesktopMenuState, action: Action): DesktopMenuState => {
  switch (action.type) {
    case 'hover':
      return hoverTopItem(state, action.id);
    case 'click':
      return clickTopItem(state, action.id);
    case 'sub':
      return hoverSubItem(state, action.index);
    case 'close':
      return closeDesktopMenu();
    case 'navigate':
      return desktopMenuOnNavigation();
  }
};

const anyState = fc
  .array(anyAction, { maxLength: 25 })
  .map((actions) => actions.reduce(apply, closedDesktopMenu));

describe('desktop menu', () => {
  it('hover or click opens an item, and only that one', () => {
    fc.assert(
      fc.property(anyState, fc.nat({ max: 4 }), (state, id) => {
        expect(hoverTopItem(state, id).openItemId).toBe(id);
        if (state.openItemId !== id) expect(clickTopItem(state, id).openItemId).toBe(id);
      }),
    );
  });

  it('clicking the open item closes it', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        fc.pre(state.openItemId !== null);
        expect(clickTopItem(state, state.openItemId ?? -1)).toEqual(closedDesktopMenu);
      }),
    );
  });

  it('opening another item starts at its first sub-item; hovering the open one keeps the active one', () => {
    fc.assert(
      fc.property(anyState, fc.nat({ max: 4 }), (state, id) => {
        const next = hoverTopItem(state, id);
        expect(next.activeSubIndex).toBe(state.openItemId === id ? state.activeSubIndex : 0);
      }),
    );
  });

  it('navigation closes the menu and goes back to the first sub-item', () => {
    expect(desktopMenuOnNavigation()).toEqual({ openItemId: null, activeSubIndex: 0 });
  });

  it('reopening the item that was open before navigation starts again at its first sub-item', () => {
    fc.assert(
      fc.property(anyState, fc.nat({ max: 4 }), (state, otherId) => {
        const wasOpen = state.openItemId ?? otherId;
        const reopened = hoverTopItem(desktopMenuOnNavigation(), wasOpen);
        expect(reopened).toEqual({ openItemId: wasOpen, activeSubIndex: 0 });
      }),
    );
  });

  it('a sub-item can be made active only while a top item is open', () => {
    fc.assert(
      fc.property(anyState, fc.integer({ min: -3, max: 10 }), (state, index) => {
        const next = hoverSubItem(state, index);
        expect(next.activeSubIndex).toBe(
          state.openItemId === null ? state.activeSubIndex : Math.max(0, index),
        );
        expect(next.openItemId).toBe(state.openItemId);
      }),
    );
  });

  it('the active sub-item falls back to the first when out of range', () => {
    fc.assert(
      fc.property(anyState, fc.array(anyNavigationNode, { maxLength: 4 }), (state, items) => {
        expect(activeSubItem(state, items)).toBe(items[state.activeSubIndex] ?? items[0]);
      }),
    );
  });

  it('shows a grid of 4 columns or a list', () => {
    fc.assert(
      fc.property(anyNavigationNode, (node) => {
        expect(megaMenuLayout(node)).toEqual(
          node.displayAsGrid ? { kind: 'grid', columns: 4 } : { kind: 'list' },
        );
      }),
    );
  });

  it("a sub-item with children gets 'Explore {title}' and its products; without, a featured image and 'View All Products'", () => {
    fc.assert(
      fc.property(anyNavigationNode, (node) => {
        const panel = subItemPanel(node);
        if (node.children.length > 0) {
          expect(panel).toEqual({
            kind: 'explore',
            label: `Explore ${node.title}`,
            href: node.nodeUri,
            products: node.children,
          });
        } else {
          expect(panel).toEqual({
            kind: 'featured',
            imageUrl: node.featuredImage[0]?.url ?? null,
            heightPx: 524,
            buttonLabel: 'View All Products',
          });
        }
      }),
    );
    expect(
      subItemPanel(aNavigationNode({ title: 'Gloves', children: [aNavigationNode()] })),
    ).toMatchObject({
      label: 'Explore Gloves',
    });
  });
});
