import type { FooterMenuItem, LogoImage, SocialLink, SocialNetwork } from './navigation';

export const MAX_SOCIAL_LINKS = 4;
export const MAX_FOOTER_LOGOS = 6;
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
  'instagram',
  'facebook',
  'linkedin',
  'xTwitter',
  'youtube',
];

export const isSocialNetwork = (name: string): name is SocialNetwork =>
  SOCIAL_NETWORKS.some((network) => network === name);

/** Links to the known networks only, with a URL, at most 4, in the CMS's order. */
export const footerSocialLinks = (
  links: readonly SocialLink[],
): readonly (SocialLink & { readonly socialNetwork: SocialNetwork })[] =>
  links
    .flatMap((link) =>
      isSocialNetwork(link.socialNetwork) && link.socialLinkProfileUrl.trim() !== ''
        ? [{ ...link, socialNetwork: link.socialNetwork }]
        : [],
    )
    .slice(0, MAX_SOCIAL_LINKS);

export const footerLogos = (logos: readonly LogoImage[]): readonly LogoImage[] =>
  logos.slice(0, MAX_FOOTER_LOGOS);

/**
 * A menu item is either a passive heading (plain text) or a link. Passive when the CMS says so,
 * or when there is nowhere to link to.
 */
export const isPassiveItem = (item: Pick<FooterMenuItem, 'typeLabel' | 'nodeUri'>): boolean =>
  item.typeLabel?.trim().toLowerCase() === 'passive' || (item.nodeUri ?? '').trim() === '';

export interface LinkTarget {
  readonly target?: '_blank';
  readonly rel?: 'noopener noreferrer';
}

/** A link opening in a new window must not hand the new page a handle on this one. */
export const linkTarget = (newWindow: boolean): LinkTarget =>
  newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};
