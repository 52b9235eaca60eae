// Craft Navigation nodes as the storefront reads them (spec: "Navigation node (mainNavigation_Node)").
import type { MediaAsset } from '../../../domain/content/media.ts';
import { mediaUrl } from '../../../domain/content/media.rules.ts';
import type { NavigationNode } from '../../../domain/content/navigation.ts';

/** Craft serializes asset fields as lists, empty when nothing is chosen. */
const assetList = (asset: MediaAsset | null) =>
  asset ? [{ url: mediaUrl(asset.path), alt: asset.alt }] : [];

export interface SerializedNode {
  readonly id: number;
  readonly title: string;
  readonly nodeUri: string | null;
  readonly newWindow: boolean;
  readonly displayAsButton: boolean;
  readonly displayInRed: boolean;
  readonly displayAsGrid: boolean;
  readonly typeLabel: string;
  readonly svgIcon: readonly { url: string; alt: string }[];
  readonly featuredImage: readonly { url: string; alt: string }[];
  readonly element: { readonly id: number; readonly defaultVariantId: number | null } | null;
  readonly children: readonly SerializedNode[];
}

export const serializeNavigationNode = (node: NavigationNode): SerializedNode => ({
  id: node.id,
  title: node.title,
  nodeUri: node.nodeUri,
  newWindow: node.newWindow,
  displayAsButton: node.displayAsButton,
  displayInRed: node.displayInRed,
  displayAsGrid: node.displayAsGrid,
  typeLabel: node.typeLabel,
  svgIcon: assetList(node.svgIcon),
  featuredImage: assetList(node.featuredImage),
  element: node.element,
  children: node.children.map(serializeNavigationNode),
});

export interface SerializedFooterItem {
  readonly title: string;
  readonly nodeUri: string | null;
  readonly newWindow: boolean;
  readonly typeLabel: string;
  readonly children: readonly SerializedFooterItem[];
}

/** The footer's columns carry only what the footer shows (spec: Footer menus). */
export const serializeFooterItem = (node: NavigationNode): SerializedFooterItem => ({
  title: node.title,
  nodeUri: node.nodeUri,
  newWindow: node.newWindow,
  typeLabel: node.typeLabel,
  children: node.children.map(serializeFooterItem),
});

/** The body of GET /api/v1/menus/:handle: the menu's top nodes, each with its children. */
export const serializeMenu = (menu: readonly NavigationNode[]) => ({
  data: menu.map(serializeNavigationNode),
});
