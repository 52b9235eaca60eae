import type { StickyBarContent } from '../../../domain/layout/sticky-bar';
import type { Footer, FooterMenuItem, NavigationNode } from '../../../domain/navigation/navigation';
import type {
  FooterMenuItemJson,
  NavigationNodeJson,
  SiteFooterJson,
  StickyBarJson,
} from './element-api-navigation.schema';

export const mapNavigationNode = (node: NavigationNodeJson): NavigationNode => ({
  id: node.id,
  title: node.title,
  nodeUri: node.nodeUri ?? null,
  newWindow: node.newWindow ?? false,
  displayAsButton: node.displayAsButton ?? false,
  displayInRed: node.displayInRed ?? false,
  displayAsGrid: node.displayAsGrid ?? false,
  svgIcon: (node.svgIcon ?? []).map(({ url }) => ({ url })),
  featuredImage: (node.featuredImage ?? []).map(({ url }) => ({ url })),
  children: (node.children ?? []).map(mapNavigationNode),
  defaultVariantId: node.element?.defaultVariantId ?? null,
});

/** Footer columns are menu nodes too; the footer shows only these fields. */
export const mapFooterMenuItem = (item: FooterMenuItemJson): FooterMenuItem => ({
  title: item.title,
  nodeUri: item.nodeUri ?? null,
  newWindow: item.newWindow ?? false,
  typeLabel: item.typeLabel ?? null,
  children: (item.children ?? []).map(mapFooterMenuItem),
});

export const mapSiteFooter = (footer: SiteFooterJson): Footer => ({
  blurbText: footer.blurbText ?? '',
  socialLinks: footer.socialLinks ?? [],
  genericLogoImages: (footer.genericLogoImages ?? []).map(({ url, alt }) => ({
    url,
    alt: alt ?? '',
  })),
  copyrightText: footer.copyrightText ?? '',
  menus: (footer.menus ?? []).map(mapFooterMenuItem),
});

/** A bar with no flag is not shown: showing an empty promo is worse than hiding one. */
export const mapStickyBar = (bar: StickyBarJson): StickyBarContent => ({
  isEnabled: bar.isEnabled ?? false,
  stickyBarRichTextContent: bar.stickyBarRichTextContent ?? '',
  stickyBarRichTextContentSecondary: bar.stickyBarRichTextContentSecondary ?? '',
});
