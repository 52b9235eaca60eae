import { FEATURED_IMAGE_BLOCK_HEIGHT_PX } from '../layout/image.rules';
import type { DesktopMenuState, NavigationNode } from './navigation';

export const MEGA_MENU_GRID_COLUMNS = 4;
export const VIEW_ALL_PRODUCTS_LABEL = 'View All Products';

export const closedDesktopMenu: DesktopMenuState = { openItemId: null, activeSubIndex: 0 };

/** Opening a top item shows its sub-items from the first one. */
const open = (state: DesktopMenuState, itemId: number): DesktopMenuState =>
  state.openItemId === itemId ? state : { openItemId: itemId, activeSubIndex: 0 };

/** Hovering opens the item (closing any other); hovering the open one changes nothing. */
export const hoverTopItem = open;

/** Clicking the open item closes it; clicking another opens that one instead. */
export const clickTopItem = (state: DesktopMenuState, itemId: number): DesktopMenuState =>
  state.openItemId === itemId ? closedDesktopMenu : open(state, itemId);

export const closeDesktopMenu = (): DesktopMenuState => closedDesktopMenu;

export const hoverSubItem = (state: DesktopMenuState, index: number): DesktopMenuState =>
  state.openItemId === null ? state : { ...state, activeSubIndex: Math.max(0, index) };

/** After navigation the menu closes and the active sub-item goes back to the first. */
export const desktopMenuOnNavigation = (): DesktopMenuState => closedDesktopMenu;

export type MegaMenuLayout =
  { readonly kind: 'grid'; readonly columns: number } | { readonly kind: 'list' };

export const megaMenuLayout = (node: NavigationNode): MegaMenuLayout =>
  node.displayAsGrid ? { kind: 'grid', columns: MEGA_MENU_GRID_COLUMNS } : { kind: 'list' };

export type SubItemPanel =
  | {
      readonly kind: 'explore';
      readonly label: string;
      readonly href: string | null;
      readonly products: readonly NavigationNode[];
    }
  | {
      readonly kind: 'featured';
      readonly imageUrl: string | null;
      readonly heightPx: number;
      readonly buttonLabel: string;
    };

/**
 * A hovered sub-item with children gets a side panel with an 'Explore {title}' link and its
 * product cards; one without children gets its featured image and a 'View All Products' button.
 */
export const subItemPanel = (node: NavigationNode): SubItemPanel =>
  node.children.length > 0
    ? {
        kind: 'explore',
        label: `Explore ${node.title}`,
        href: node.nodeUri,
        products: node.children,
      }
    : {
        kind: 'featured',
        imageUrl: node.featuredImage[0]?.url ?? null,
        heightPx: FEATURED_IMAGE_BLOCK_HEIGHT_PX,
        buttonLabel: VIEW_ALL_PRODUCTS_LABEL,
      };

/** The sub-item whose panel shows; an out-of-range index (after the data changed) falls back to the first. */
export const activeSubItem = (
  state: DesktopMenuState,
  subItems: readonly NavigationNode[],
): NavigationNode | undefined => subItems[state.activeSubIndex] ?? subItems[0];
