import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  footerLogos,
  footerSocialLinks,
  isPassiveItem,
  linkTarget,
  SOCIAL_NETWORKS,
} from '../../../src/domain/navigation/footer.rules';
import type { SocialLink } from '../../../src/domain/navigation/navigation';

const anySocialLink: fc.Arbitrary<SocialLink> = fc.record({
  socialNetwork: fc.oneof(
    fc.constantFrom('instagram', 'facebook', 'linkedin', 'xTwitter', 'youtube'),
    fc.string(),
  ),
  socialLinkProfileUrl: fc.oneof(fc.webUrl(), fc.constantFrom('', ' ')),
});

describe('footer', () => {
  it('shows at most 4 social links, only for the five networks, in order', () => {
    expect(SOCIAL_NETWORKS).toEqual(['instagram', 'facebook', 'linkedin', 'xTwitter', 'youtube']);
    fc.assert(
      fc.property(fc.array(anySocialLink, { maxLength: 10 }), (links) => {
        const shown = footerSocialLinks(links);
        const eligible = links.filter(
          (link) =>
            SOCIAL_NETWORKS.some((n) => n === link.socialNetwork) &&
            link.socialLinkProfileUrl.trim() !== '',
        );
        expect(shown).toEqual(eligible.slice(0, 4));
      }),
    );
  });

  it('shows at most 6 logos', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ url: fc.webUrl(), alt: fc.string() }), { maxLength: 12 }),
        (logos) => {
          expect(footerLogos(logos)).toEqual(logos.slice(0, 6));
        },
      ),
    );
  });

  it('a menu item is a passive heading when typed so or without a link', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('Passive', 'passive', ' PASSIVE ', 'Entry', 'Custom URL'), {
          nil: null,
        }),
        fc.option(fc.constantFrom('', ' ', 'about', '/contact'), { nil: null }),
        (typeLabel, nodeUri) => {
          const passive =
            typeLabel?.trim().toLowerCase() === 'passive' || (nodeUri ?? '').trim() === '';
          expect(isPassiveItem({ typeLabel, nodeUri })).toBe(passive);
        },
      ),
    );
  });

  it('a link opening in a new window gets target _blank and rel noopener', () => {
    expect(linkTarget(true)).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(linkTarget(false)).toEqual({});
  });
});
