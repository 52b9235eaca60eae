import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { GET_STARTED_LABEL } from '../../../../domain/navigation/account-widget.rules';
import { Icon } from '../../../components/Icon';
import { Logo } from '../../../components/Logo';
import { CartWidget } from '../../../features/cart/CartWidget';
import { useServices } from '../../services';
import { currentShopName } from '../../../components/shop-name.dom';
import { useObservable } from '../../use-observable';
import { AccountWidget } from './AccountWidget';
import { MegaMenu } from './MegaMenu';
import { NoScriptMenu } from './NoScriptMenu';
import { PromoBar } from './PromoBar';
import { preloadSearchOverlay, SearchOverlaySlot } from './SearchOverlaySlot';
import * as styles from './Header.styles';

// Opened on demand, so not part of the first paint: the drawer, the 'Get Started' form.
const loadDrawer = () => import('./MobileDrawer');
const MobileDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileDrawer }));
const GetStartedModal = lazy(async () => ({
  default: (await import('../../../features/forms/GetStartedModal')).GetStartedModal,
}));

/**
 * The sticky promo bar and the 90 px header row: menu, logo, mega menu, actions. When the bar
 * hides, the sticky header sticks higher up (a negative `top`, not a transform, which would
 * become the containing block of the fixed drawer and overlay) so only the row stays in view.
 */
// Long: the header is on every page's first render, where each extra component costs bytes the
// 150 KB budget (tests/e2e/bundle-budget.e2e.ts) does not have; split, it was ~80 B gzip heavier.
export const Header = () => {
  const { menu, modal, config } = useServices();
  const mobileOpen = useObservable(menu.mobileMenu$).open;
  // A hidden promo bar slides off screen with the header's sticky offset; the page does not move.
  const slide = useObservable(menu.headerSlide$);
  const getStartedOpen = useObservable(modal.state$).typeformOpen;
  const [searchOpen, setSearchOpen] = useState(false);
  // Once opened the drawer stays mounted, so closing it can animate and keep its dialog state.
  const [drawerMounted, setDrawerMounted] = useState(false);
  if (mobileOpen && !drawerMounted) setDrawerMounted(true);

  return (
    <header css={styles.header} style={slide === 0 ? undefined : { top: `${-slide}px` }}>
      <PromoBar />
      <div css={styles.row}>
        <button
          type="button"
          css={[styles.iconButton, styles.mobileOnly]}
          aria-label="Menu"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onPointerDown={() => void loadDrawer()}
          onClick={menu.openMobileMenu}
        >
          <Icon name="menu" size={32} />
        </button>
        <Link to="/" css={styles.brand} aria-label={`${currentShopName()} home`}>
          <Logo size={36} />
          <span css={styles.brandName}>{currentShopName()}</span>
        </Link>
        <MegaMenu />
        <div css={styles.actions}>
          <button
            type="button"
            css={styles.getStarted}
            onClick={() => modal.openTypeform()}
            disabled={getStartedOpen}
          >
            {GET_STARTED_LABEL}
          </button>
          <button
            type="button"
            css={styles.iconButton}
            aria-label="Search"
            aria-expanded={searchOpen}
            onPointerEnter={preloadSearchOverlay}
            onFocus={preloadSearchOverlay}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <Icon name="search" size={26} />
          </button>
          {/* The account and cart widgets exist only when the commerce feature flag is on. */}
          {config.commerceEnabled ? (
            <>
              <AccountWidget />
              <CartWidget />
            </>
          ) : null}
        </div>
      </div>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <MobileDrawer />
        </Suspense>
      ) : null}
      {searchOpen ? <SearchOverlaySlot onClose={() => setSearchOpen(false)} /> : null}
      {getStartedOpen ? (
        <Suspense fallback={null}>
          <GetStartedModal />
        </Suspense>
      ) : null}
      {/* The build for browsers drops the links: a browser that runs the app never shows them. */}
      <noscript>{import.meta.env.SSR ? <NoScriptMenu /> : null}</noscript>
    </header>
  );
};
