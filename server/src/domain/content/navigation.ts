import type { MediaAsset } from './media.ts';

/** The menus the storefront asks for; content may add others. */
export const KNOWN_MENUS = ['main-navigation-menu', 'footer-menu', 'bottom-footer-menu'] as const;

/** What a node links to, when it is an element (for product children: the variant to add to cart). */
export interface NodeElement {
  readonly id: number;
  readonly defaultVariantId: number | null;
}

/** One node as stored: flat, pointing at its parent. */
export interface MenuNodeRecord {
  readonly id: number;
  readonly parentId: number | null;
  readonly position: number;
  readonly title: string;
  /** null for a passive node (a plain text heading). */
  readonly nodeUri: string | null;
  readonly newWindow: boolean;
  readonly displayAsButton: boolean;
  readonly displayInRed: boolean;
  readonly displayAsGrid: boolean;
  readonly typeLabel: string;
  readonly svgIcon: MediaAsset | null;
  readonly featuredImage: MediaAsset | null;
  readonly element: NodeElement | null;
}

/** A node with its children, as Craft's Navigation plugin nests them. */
export interface NavigationNode extends Omit<MenuNodeRecord, 'parentId' | 'position'> {
  readonly children: readonly NavigationNode[];
}
