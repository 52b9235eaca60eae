import type { MobileMenuState, NavigationNode } from './navigation';

export const MAIN_MENU_TITLE = 'Main Menu';

export const hasChildren = (node: NavigationNode): boolean => node.children.length > 0;

/** Closed, at step 1 of the given top-level items. */
export const mobileMenu = (items: readonly NavigationNode[]): MobileMenuState => ({
  open: false,
  step: 1,
  current: { title: MAIN_MENU_TITLE, items },
  history: [],
});

const root = (state: MobileMenuState): MobileMenuState['current'] =>
  state.history[0] ?? state.current;

export const openMobileMenu = (state: MobileMenuState): MobileMenuState => ({
  ...state,
  open: true,
});

/**
 * Closing (the close button, or any route change) also climbs back to the top, so the drawer always
 * opens on the main menu.
 */
export const closeMobileMenu = (state: MobileMenuState): MobileMenuState => ({
  open: false,
  step: 1,
  current: root(state),
  history: [],
});

export const toggleMobileMenu = (state: MobileMenuState): MobileMenuState =>
  state.open ? closeMobileMenu(state) : openMobileMenu(state);

/**
 * Choosing an item with children pushes the current level and goes one step down into them.
 * An item without children is a link: following it changes the route, which closes the menu.
 */
export const chooseMobileItem = (state: MobileMenuState, node: NavigationNode): MobileMenuState =>
  hasChildren(node)
    ? {
        ...state,
        step: state.step + 1,
        current: { title: node.title, items: node.children },
        history: [...state.history, state.current],
      }
    : state;

/** Back pops one level; at step 1 there is nowhere to go back to. */
export const mobileMenuBack = (state: MobileMenuState): MobileMenuState => {
  const previous = state.history[state.history.length - 1];
  return previous === undefined
    ? state
    : { ...state, step: state.step - 1, current: previous, history: state.history.slice(0, -1) };
};

/** 'Main Menu' at step 1, else the title of the item drilled into. */
export const mobileMenuTitle = (state: MobileMenuState): string =>
  state.step === 1 ? MAIN_MENU_TITLE : state.current.title;

export const canGoBack = (state: MobileMenuState): boolean => state.step > 1;
