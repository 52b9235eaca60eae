import { Link } from 'react-router';
import { footerSocialLinks, isPassiveItem } from '../../../../domain/navigation/footer.rules';
import type { Footer, FooterMenuItem, LogoImage } from '../../../../domain/navigation/navigation';
import { Logo } from '../../../components/Logo';
import { useServices } from '../../services';
import { currentShopName } from '../../../components/shop-name.dom';
import { useObservable } from '../../use-observable';
import { NodeLink } from '../navigation/NodeLink';
import { FooterSkeleton } from './FooterSkeleton';
import { SOCIAL_NAMES, SocialIcon } from './SocialIcon';
import * as styles from './Footer.styles';

/** A passive item is a plain heading; any other item links (maybe to a new window). */
const MenuItemLabel = ({ item }: { readonly item: FooterMenuItem }) =>
  isPassiveItem(item) ? (
    <span>{item.title}</span>
  ) : (
    <NodeLink nodeUri={item.nodeUri} newWindow={item.newWindow} css={styles.link}>
      {item.title}
    </NodeLink>
  );

/** The shop's name and logo linking home, the blurb and the social links. */
const FooterAbout = ({ footer }: { readonly footer: Footer }) => {
  // Already limited by the service; applying the rule again (it is idempotent) narrows the type.
  const socialLinks = footerSocialLinks(footer.socialLinks);
  return (
    <div css={styles.about}>
      <Link to="/" css={styles.brand} aria-label={`${currentShopName()} home`}>
        <Logo size={36} />
        <span>{currentShopName()}</span>
      </Link>
      <p css={styles.blurb}>{footer.blurbText}</p>
      {socialLinks.length > 0 ? (
        <ul css={styles.social} aria-label="Social media">
          {socialLinks.map((link) => (
            <li key={link.socialNetwork}>
              <a
                href={link.socialLinkProfileUrl}
                css={styles.socialLink}
                aria-label={SOCIAL_NAMES[link.socialNetwork]}
                target="_blank"
                rel="noopener noreferrer"
              >
                <SocialIcon network={link.socialNetwork} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};

const FooterColumns = ({ menus }: { readonly menus: readonly FooterMenuItem[] }) => (
  <nav css={styles.columns} aria-label="Footer">
    {menus.map((column) => (
      <div key={column.title} css={styles.column}>
        <h2 css={styles.heading}>
          <MenuItemLabel item={column} />
        </h2>
        <ul css={styles.links}>
          {column.children.map((child) => (
            <li key={`${child.title}-${child.nodeUri ?? ''}`}>
              <MenuItemLabel item={child} />
            </li>
          ))}
        </ul>
      </div>
    ))}
  </nav>
);

const PartnerLogos = ({ logos }: { readonly logos: readonly LogoImage[] }) => (
  <ul css={styles.logos} aria-label="Partners">
    {logos.map((logo) => (
      <li key={logo.url}>
        <img
          src={logo.url}
          alt={logo.alt}
          css={styles.logo}
          loading="lazy"
          decoding="async"
          width={styles.LOGO_BOX.width}
          height={styles.LOGO_BOX.height}
        />
      </li>
    ))}
  </ul>
);

interface FooterBottomProps {
  readonly copyrightText: string;
  readonly bottomMenu: readonly FooterMenuItem[];
}

const FooterBottom = ({ copyrightText, bottomMenu }: FooterBottomProps) => (
  <div css={styles.bottom}>
    <p css={styles.copyright}>{copyrightText}</p>
    {bottomMenu.length > 0 ? (
      <ul css={styles.bottomMenu} aria-label="Legal">
        {bottomMenu.map((item) => (
          <li key={`${item.title}-${item.nodeUri ?? ''}`}>
            <MenuItemLabel item={item} />
          </li>
        ))}
      </ul>
    ) : null}
  </div>
);

/**
 * Logo, blurb, social links, menu columns, partner logos, copyright and the bottom menu; the
 * skeleton while the footer's content loads.
 */
export const FooterContent = () => {
  const { menu } = useServices();
  const state = useObservable(menu.footer$);
  const view = state.data;

  return (
    <>
      {view === null ? (
        state.status === 'failed' ? null : (
          <FooterSkeleton />
        )
      ) : (
        <div css={styles.inner} data-testid="site-footer">
          <div css={styles.top}>
            <FooterAbout footer={view.footer} />
            <FooterColumns menus={view.footer.menus} />
          </div>
          {view.footer.genericLogoImages.length > 0 ? (
            <PartnerLogos logos={view.footer.genericLogoImages} />
          ) : null}
          <FooterBottom copyrightText={view.footer.copyrightText} bottomMenu={view.bottomMenu} />
        </div>
      )}
    </>
  );
};
