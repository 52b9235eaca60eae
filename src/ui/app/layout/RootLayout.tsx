import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { firstPageShown, lazyAfterFirstPage } from '../first-page';
import { useServices } from '../services';
import { FlashToasts } from './FlashToasts';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { LoadingBar } from './LoadingBar';
import * as styles from './RootLayout.styles';

// Needed from the first move to another page on: its code loads once the first page is on screen.
const ScrollManager = lazyAfterFirstPage(
  async () => (await import('./ScrollManager')).ScrollManager,
);

/** The default layout: loading bar, toasts, header, the page, footer. */
export const RootLayout = ({ children }: { readonly children: ReactNode }) => {
  const { cart, menu } = useServices();
  const { pathname, search } = useLocation();

  // The cart (the header's count) is read once the first page is on screen: its code and request
  // do not compete with the page's. The count shows 0 until then, in the same space.
  useEffect(() => {
    let mounted = true;
    void firstPageShown.then(() => {
      if (mounted) void cart.load();
    });
    return () => {
      mounted = false;
    };
  }, [cart]);

  // Any route change closes the drawer and the mega menu.
  useEffect(() => {
    menu.routeChanged();
  }, [menu, pathname, search]);

  return (
    <div css={styles.shell}>
      <a href="#main" css={styles.skipLink}>
        Skip to content
      </a>
      <LoadingBar />
      <Header />
      <main id="main" css={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <FlashToasts />
      {/* A new page opens at its top; back and forward return to where the reader was. */}
      <Suspense fallback={null}>
        <ScrollManager />
      </Suspense>
    </div>
  );
};
