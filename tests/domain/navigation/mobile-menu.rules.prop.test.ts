import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MobileMenuState, NavigationNode } from '../../../src/domain/navigation/navigation';
import {
  canGoBack,
  chooseMobileItem,
  closeMobileMenu,
  mobileMenu,
  mobileMenuBack,
  mobileMenuTitle,
  openMobileMenu,
  toggleMobileMenu,
} from '../../../src/domain/navigation/mobile-menu.rules';
import { anyMenu } from '../../support/navigation.arbitraries';

type Action =
  | { readonly type: 'choose'; readonly pick: number }
  | { readonly type: 'back' }
  | { readonly type: 'toggle' };

const anyAction: fc.Arbitrary<Action> = fc.oneof(
  fc.nat().map((pick) => ({ type: 'choose' as const, pick })),
  fc.constant({ type: 'back' as const }),
  fc.constant({ type: 'toggle' as const }),
);

const apply = (state: MobileMenuState, action: Action): MobileMenuState => {
  switch (action.type) {
    case 'choose': {
      const item = state.current.items[action.pick % Math.max(1, state.current.items.length)];
      return item === undefined ? state : chooseMobileItem(state, item);
    }
    case 'back':
      return mobileMenuBack(state);
    case 'toggle':
      return toggleMobileMenu(state);
  }
};

describe('mobile menu', () => {
  it("starts closed at step 1, titled 'Main Menu'", () => {
    fc.assert(
      fc.property(anyMenu, (items) => {
        const menu = mobileMenu(items);
        expect(menu).toMatchObject({ open: false, step: 1 });
        expect(menu.current.items).toBe(items);
        expect(mobileMenuTitle(menu)).toBe('Main Menu');
        expect(canGoBack(menu)).toBe(false);
      }),
    );
  });

  it('choosing an item with children pushes the level and raises the step; back pops it', () => {
    fc.assert(
      fc.property(
        anyMenu,
        fc.array(anyAction, { maxLength: 20 }),
        fc.nat(),
        (items, actions, pick) => {
          const state = actions.reduce(apply, openMobileMenu(mobileMenu(items)));
          const item: NavigationNode | undefined =
            state.current.items[pick % Math.max(1, state.current.items.length)];
          fc.pre(item !== undefined);
          if (item === undefined) return;
          const next = chooseMobileItem(state, item);
          if (item.children.length === 0) {
            expect(next).toBe(state);
            return;
          }
          expect(next.step).toBe(state.step + 1);
          expect(next.current).toEqual({ title: item.title, items: item.children });
          expect(mobileMenuTitle(next)).toBe(item.title);
          expect(mobileMenuBack(next)).toEqual(state);
        },
      ),
    );
  });

  it('the step is always one more than the levels pushed, and never below 1', () => {
    fc.assert(
      fc.property(anyMenu, fc.array(anyAction, { maxLength: 30 }), (items, actions) => {
        const state = actions.reduce(apply, mobileMenu(items));
        expect(state.step).toBe(state.history.length + 1);
        expect(state.step).toBeGreaterThanOrEqual(1);
        expect(canGoBack(state)).toBe(state.step > 1);
        if (state.step === 1) expect(mobileMenuTitle(state)).toBe('Main Menu');
      }),
    );
  });

  it('back at step 1 changes nothing', () => {
    fc.assert(
      fc.property(anyMenu, (items) => {
        const menu = openMobileMenu(mobileMenu(items));
        expect(mobileMenuBack(menu)).toBe(menu);
      }),
    );
  });

  it('any route change closes it, back at the main menu', () => {
    fc.assert(
      fc.property(anyMenu, fc.array(anyAction, { maxLength: 20 }), (items, actions) => {
        const state = actions.reduce(apply, openMobileMenu(mobileMenu(items)));
        expect(closeMobileMenu(state)).toEqual(mobileMenu(items));
      }),
    );
  });

  it('toggling opens a closed menu and closes an open one', () => {
    fc.assert(
      fc.property(anyMenu, (items) => {
        const opened = toggleMobileMenu(mobileMenu(items));
        expect(opened.open).toBe(true);
        expect(toggleMobileMenu(opened).open).toBe(false);
      }),
    );
  });
});
