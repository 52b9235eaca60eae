import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useServices } from '../services';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './RootLayout.styles';

export const RootLayout = () => {
  const { cart } = useServices();

  useEffect(() => {
    void cart.load();
  }, [cart]);

  useEffect(() => {
    // Browser tests wait for this marker before interacting.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <div css={styles.shell}>
      <a href="#main" css={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <main id="main" css={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
};
