export interface MediaAsset {
  readonly url: string;
}

/** mainNavigation_Node */
export interface NavigationNode {
  readonly id: number;
  readonly title: string;
  readonly nodeUri: string | null;
  readonly newWindow: boolean;
  readonly displayAsButton: boolean;
  readonly displayInRed: boolean;
  readonly displayAsGrid: boolean;
  readonly svgIcon: readonly MediaAsset[];
  readonly featuredImage: readonly MediaAsset[];
  readonly children: readonly NavigationNode[];
  /** the default variant of the product the node points at, for product children */
  readonly defaultVariantId: number | null;
}

export type SocialNetwork = 'instagram' | 'facebook' | 'linkedin' | 'xTwitter' | 'youtube';

export interface SocialLink {
  /** as the CMS sends it; only the five known networks are shown */
  readonly socialNetwork: string;
  readonly socialLinkProfileUrl: string;
}

export interface LogoImage {
  readonly url: string;
  readonly alt: string;
}

export interface FooterMenuItem {
  readonly title: string;
  readonly nodeUri: string | null;
  readonly newWindow: boolean;
  /** the CMS node type, e.g. 'Passive' for a plain heading */
  readonly typeLabel: string | null;
  readonly children: readonly FooterMenuItem[];
}

export interface Footer {
  readonly blurbText: string;
  readonly socialLinks: readonly SocialLink[];
  readonly genericLogoImages: readonly LogoImage[];
  readonly copyrightText: string;
  readonly menus: readonly FooterMenuItem[];
}

export interface MenuLevel {
  readonly title: string;
  readonly items: readonly NavigationNode[];
}

export interface MobileMenuState {
  readonly open: boolean;
  /** 1 at the top level; one more per drill-down */
  readonly step: number;
  readonly current: MenuLevel;
  /** the levels drilled down from, innermost last */
  readonly history: readonly MenuLevel[];
}

export interface DesktopMenuState {
  /** at most one top item is open */
  readonly openItemId: number | null;
  /** the sub-item whose panel is showing */
  readonly activeSubIndex: number;
}
