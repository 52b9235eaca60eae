// Craft singles the storefront reads. The site footer's menus come from the footer menu, not the single.

export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'linkedin',
  'xTwitter',
  'youtube',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  readonly socialNetwork: SocialNetwork;
  readonly socialLinkProfileUrl: string;
}

export interface LogoImage {
  /** Where the storefront loads it: `/img/<path>` for uploads, or an absolute URL as entered. */
  readonly url: string;
  readonly alt: string;
}

export interface SiteFooterContent {
  /** Rich text (sanitised HTML). */
  readonly blurbText: string;
  readonly socialLinks: readonly SocialLink[];
  readonly genericLogoImages: readonly LogoImage[];
  readonly copyrightText: string;
}

export interface StickyBarContent {
  readonly isEnabled: boolean;
  /** Rich text (sanitised HTML). */
  readonly stickyBarRichTextContent: string;
  readonly stickyBarRichTextContentSecondary: string;
}

export const SITE_FOOTER = 'site-footer';
export const STICKY_BAR_CTA = 'sticky-bar-cta';
